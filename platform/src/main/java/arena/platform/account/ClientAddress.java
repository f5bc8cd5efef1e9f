package arena.platform.account;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * The key of a client's address for throttles: an IPv4 address as it is, an IPv6 address as its /64
 * network, which is what one subscriber usually gets (else one client would have billions of keys).
 */
final class ClientAddress {

    private ClientAddress() {
    }

    static String key(String remoteAddress) {
        if (remoteAddress == null || remoteAddress.isBlank()) {
            return "unknown";
        }
        String address = remoteAddress.strip();
        if (address.indexOf(':') < 0) {
            return abbreviate(address);
        }
        int zone = address.indexOf('%');
        String literal = address.substring(address.startsWith("[") ? 1 : 0, zone >= 0 ? zone : address.length()).replace("]", "");
        try {
            // a literal: parsed, never looked up
            if (InetAddress.getByName(literal) instanceof Inet6Address inet6) {
                byte[] bytes = inet6.getAddress();
                StringBuilder network = new StringBuilder();
                for (int i = 0; i < 8; i += 2) {
                    network.append(Integer.toHexString(((bytes[i] & 0xff) << 8) | (bytes[i + 1] & 0xff))).append(':');
                }
                return network.append(":/64").toString();
            }
            return abbreviate(literal);
        } catch (UnknownHostException | IllegalArgumentException e) {
            return abbreviate(address);
        }
    }

    private static String abbreviate(String text) {
        return text.length() <= 64 ? text : text.substring(0, 64);
    }
}
