package arena.platform.account;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class EmailAddressTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"ada@example.org", "a.b+arena@mail.example.co.uk", "имя@пример.рф", "x_y-z@sub.example.io"})
    void addressesAreTaken(String address) {
        assertThat(EmailAddress.valid(address)).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"ada", "ada@example", "ada@@example.org", "a da@example.org", "ada@example..org",
            "ada@.example.org", "@example.org", "ada@example.org\u202e", "ada\n@example.org"})
    void otherTextIsRefused(String text) {
        assertThat(EmailAddress.valid(text)).isFalse();
    }

    @org.junit.jupiter.api.Test
    void anAddressTooLongForSmtpIsRefused() {
        assertThat(EmailAddress.valid("a".repeat(245) + "@example.org")).isFalse();
    }

    @org.junit.jupiter.api.Test
    void aBlankAddressIsNone() {
        assertThat(EmailAddress.normalize("  ")).isEmpty();
        assertThat(EmailAddress.normalize(" ada@example.org ")).contains("ada@example.org");
    }
}
