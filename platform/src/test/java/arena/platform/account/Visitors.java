package arena.platform.account;

import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.test.web.servlet.request.RequestPostProcessor;

/** Fresh names and addresses, so that tests sharing one site do not share a throttle. */
public final class Visitors {

    public static final String PASSWORD = "seven-quiet-harbors";
    private static final AtomicInteger ADDRESSES = new AtomicInteger();

    private Visitors() {
    }

    public static String name(String prefix) {
        return prefix + UUID.randomUUID().toString().substring(0, 8);
    }

    /** A documentation-range address (RFC 5737) no other test uses. */
    public static String address() {
        int n = ADDRESSES.incrementAndGet();
        return "198.51." + (100 + n / 250) + "." + (1 + n % 250);
    }

    public static RequestPostProcessor from(String address) {
        return request -> {
            request.setRemoteAddr(address);
            return request;
        };
    }
}
