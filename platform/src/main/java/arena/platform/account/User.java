package arena.platform.account;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "users")
public class User {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false)
    private String username;

    @Column(name = "password_hash", nullable = false)
    private String passwordHash;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private Role role;

    private boolean enabled = true;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt = Instant.now();

    /** The reader's language (en, ru, fa), time zone (an IANA id) and digits; null: not chosen. */
    private String language;

    @Column(name = "time_zone")
    private String timeZone;

    @Column(name = "native_digits", nullable = false)
    private boolean nativeDigits;

    /** Where password-reset mail goes; null: none given. */
    private String email;

    /** Raised by every password change: sessions signed in under an older version end. */
    @Column(name = "credentials_version", nullable = false)
    private int credentialsVersion;

    protected User() {
    }

    public User(String username, String passwordHash, Role role) {
        this.username = username;
        this.passwordHash = passwordHash;
        this.role = role;
    }

    public Long getId() {
        return id;
    }

    public String getUsername() {
        return username;
    }

    public String getPasswordHash() {
        return passwordHash;
    }

    public Role getRole() {
        return role;
    }

    public void setRole(Role role) {
        this.role = role;
    }

    public boolean isEnabled() {
        return enabled;
    }

    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public String getLanguage() {
        return language;
    }

    public void setLanguage(String language) {
        this.language = language;
    }

    public String getTimeZone() {
        return timeZone;
    }

    public void setTimeZone(String timeZone) {
        this.timeZone = timeZone;
    }

    public boolean isNativeDigits() {
        return nativeDigits;
    }

    public void setNativeDigits(boolean nativeDigits) {
        this.nativeDigits = nativeDigits;
    }

    public String getEmail() {
        return email;
    }

    public void setEmail(String email) {
        this.email = email;
    }

    public int getCredentialsVersion() {
        return credentialsVersion;
    }

    /** A new password: the new hash, and every session signed in with the old one ends at its next request. */
    void changePassword(String passwordHash) {
        this.passwordHash = passwordHash;
        this.credentialsVersion++;
    }
}
