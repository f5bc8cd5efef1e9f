package arena.platform.account;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PasswordPolicyTest {

    private final PasswordPolicy policy = new PasswordPolicy();

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"password123", "12345678", "qwertyuiop", "football", "letmein!", "Passw0rd!", "aaaaaaaaaaaa",
            "abcdefgh12", "monkey12", "correct-horse-battery-staple"})
    void commonAndPatternedPasswordsAreGuessable(String password) {
        assertThat(policy.problem("someone", password)).contains("account.password.guessable");
    }

    @Test
    void theUserNameMayNotBeInIt() {
        assertThat(policy.problem("Marta", "marta")).contains("account.password.size");
        assertThat(policy.problem("Marta", "marta-marta")).contains("account.password.containsName");
        assertThat(policy.problem("marta", "violin-MARTA-kettle")).contains("account.password.containsName");
    }

    @Test
    void bcryptsLimitIsCountedInBytes() {
        assertThat(policy.problem("someone", "zebra-kettle-violin-" + "q".repeat(52))).isEmpty(); // 72 bytes
        assertThat(policy.problem("someone", "zebra-kettle-violin-" + "q".repeat(53))).contains("account.password.tooLong");
        assertThat(policy.problem("someone", "zebra-kettle-" + "ü".repeat(30))).contains("account.password.tooLong"); // 43 chars, 73 bytes
    }

    @Test
    void unrelatedWordsAndRandomStringsPass() {
        assertThat(policy.problem("someone", "zebra-kettle-violin")).isEmpty();
        assertThat(policy.problem("someone", "seven-quiet-harbors")).isEmpty();
        assertThat(policy.problem("someone", "jdj3k2-Plx9")).isEmpty();
    }
}
