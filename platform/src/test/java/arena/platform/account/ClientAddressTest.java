package arena.platform.account;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ClientAddressTest {

    @Test
    void ipv4AddressesAreKeptWhole() {
        assertThat(ClientAddress.key("203.0.113.7")).isEqualTo("203.0.113.7");
    }

    @Test
    void ipv6AddressesShareTheirSlash64() {
        assertThat(ClientAddress.key("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).isEqualTo("2001:db8:1:2::/64");
        assertThat(ClientAddress.key("2001:db8:1:2::1")).isEqualTo(ClientAddress.key("[2001:db8:1:2:ffff::9%eth0]"));
        assertThat(ClientAddress.key("2001:db8:1:3::1")).isNotEqualTo(ClientAddress.key("2001:db8:1:2::1"));
    }

    @Test
    void aMissingAddressIsOneKey() {
        assertThat(ClientAddress.key(null)).isEqualTo("unknown");
        assertThat(ClientAddress.key(" ")).isEqualTo("unknown");
    }
}
