package arena.platform.account;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Personal tokens for the REST API: shown once at creation, stored as a hash. */
@Service
public class ApiTokenService {

    static final String PREFIX = "arena_";
    private static final Duration TOUCH_EVERY = Duration.ofMinutes(1);

    private final ApiTokenRepository tokens;
    private final UserRepository users;

    ApiTokenService(ApiTokenRepository tokens, UserRepository users) {
        this.tokens = tokens;
        this.users = users;
    }

    /** Creates a token and returns it in clear; it cannot be shown again. */
    @Transactional
    public String create(long userId, String name) {
        String token = Secrets.random(PREFIX, 24);
        String label = name == null || name.isBlank() ? "token" : name.strip();
        tokens.save(new ApiToken(userId, label.length() > 64 ? label.substring(0, 64) : label, hash(token)));
        return token;
    }

    /** The account a token belongs to, as it is now: the caller refuses a disabled one. */
    @Transactional
    public Optional<ArenaUser> authenticate(String token) {
        if (token == null || !token.startsWith(PREFIX)) {
            return Optional.empty();
        }
        return tokens.findByTokenHash(hash(token)).flatMap(found -> {
            Instant now = Instant.now();
            if (found.getLastUsedAt() == null || found.getLastUsedAt().isBefore(now.minus(TOUCH_EVERY))) {
                found.used(now);
            }
            return users.findById(found.getUserId()).map(ArenaUser::signedIn);
        });
    }

    @Transactional(readOnly = true)
    public List<ApiToken> list(long userId) {
        return tokens.findByUserIdOrderByCreatedAtDesc(userId);
    }

    /** @return whether the user had this token (another user's token is left alone and reported as absent) */
    @Transactional
    public boolean revoke(long userId, long tokenId) {
        Optional<ApiToken> token = tokens.findById(tokenId).filter(found -> found.getUserId() == userId);
        token.ifPresent(tokens::delete);
        return token.isPresent();
    }

    static String hash(String token) {
        return Secrets.hash(token);
    }
}
