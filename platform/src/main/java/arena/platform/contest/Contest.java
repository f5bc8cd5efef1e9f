package arena.platform.contest;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.Table;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** A contest: one game, its submissions and matches. */
@Entity
@Table(name = "contests")
public class Contest {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false)
    private String slug;

    @Column(nullable = false)
    private String game;

    @Column(nullable = false)
    private String name;

    @Column(nullable = false)
    private String description = "";

    /** The language the contest opens in for a visitor whose browser names none of the site's (en, ru, fa). */
    @Column(nullable = false)
    private String language = "en";

    @Column(name = "created_at", nullable = false)
    private Instant createdAt = Instant.now();

    /** Null for the default contest of a game, which admins run (and the organizers they name). */
    @Column(name = "owner_id")
    private Long ownerId;

    /** Organizers an admin named to run this contest besides its owner. */
    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "contest_organizers", joinColumns = @JoinColumn(name = "contest_id"))
    @Column(name = "user_id")
    private Set<Long> organizerIds = new HashSet<>();

    @Column(name = "sandbox_opens_at")
    private Instant ladderOpensAt;

    @Column(name = "sandbox_closes_at")
    private Instant ladderClosesAt;

    private String languages;

    @Column(name = "submission_limit")
    private Integer submissionLimit;

    @Column(name = "submission_window_seconds")
    private Integer submissionWindowSeconds;

    @Column(name = "custom_limit")
    private Integer customLimit;

    @Column(name = "custom_window_seconds")
    private Integer customWindowSeconds;

    @Column(name = "startup_millis")
    private Integer startupMillis;

    @Column(name = "move_millis")
    private Integer moveMillis;

    protected Contest() {
    }

    public Contest(String slug, String game, String name, String description) {
        this.slug = slug;
        this.game = game;
        this.name = name;
        this.description = description;
    }

    /** An organizer's contest. */
    public Contest(String slug, String game, long ownerId) {
        this.slug = slug;
        this.game = game;
        this.ownerId = ownerId;
    }

    /** The settings an owner edits; every null keeps the site's default. */
    public void settings(String name, String description, Instant ladderOpensAt, Instant ladderClosesAt,
            List<String> languages, RateSetting submissions, RateSetting customGames) {
        this.name = name;
        this.description = description;
        this.ladderOpensAt = ladderOpensAt;
        this.ladderClosesAt = ladderClosesAt;
        this.languages = languages == null || languages.isEmpty() ? null : String.join(",", languages);
        this.submissionLimit = submissions == null ? null : submissions.limit();
        this.submissionWindowSeconds = submissions == null ? null : (int) submissions.window().toSeconds();
        this.customLimit = customGames == null ? null : customGames.limit();
        this.customWindowSeconds = customGames == null ? null : (int) customGames.window().toSeconds();
    }

    /** The contest's own start-up and move limits (checked against the game's time bounds); null keeps the site's. */
    public void timeLimits(Duration startup, Duration move) {
        this.startupMillis = startup == null ? null : Math.toIntExact(startup.toMillis());
        this.moveMillis = move == null ? null : Math.toIntExact(move.toMillis());
    }

    /** The contest's own start-up limit, or empty for the site's. */
    public Optional<Duration> startupLimit() {
        return Optional.ofNullable(startupMillis).map(Duration::ofMillis);
    }

    /** The contest's own move limit, or empty for the site's. */
    public Optional<Duration> moveLimit() {
        return Optional.ofNullable(moveMillis).map(Duration::ofMillis);
    }

    /** Whether the ladder schedules rated games at {@code now}: between its opening and closing, where set. */
    public boolean ladderOpen(Instant now) {
        return (ladderOpensAt == null || !now.isBefore(ladderOpensAt))
                && (ladderClosesAt == null || now.isBefore(ladderClosesAt));
    }

    /** Whether a submission in this language is taken. */
    public boolean allows(String language) {
        return languages == null || getLanguages().contains(language);
    }

    public Long getOwnerId() {
        return ownerId;
    }

    /** The organizers an admin named for this contest, besides its owner. */
    public Set<Long> getOrganizerIds() {
        return Set.copyOf(organizerIds);
    }

    /** @return whether it changed */
    public boolean organizer(long userId, boolean named) {
        return named ? organizerIds.add(userId) : organizerIds.remove(userId);
    }

    public Instant getLadderOpensAt() {
        return ladderOpensAt;
    }

    public Instant getLadderClosesAt() {
        return ladderClosesAt;
    }

    /** The allowed language ids; empty: all. */
    public List<String> getLanguages() {
        return languages == null ? List.of() : List.of(languages.split(","));
    }

    /** The contest's own submission rate limit, or empty for the site's. */
    public Optional<RateSetting> submissionRate() {
        return submissionLimit == null ? Optional.empty()
                : Optional.of(new RateSetting(submissionLimit, Duration.ofSeconds(submissionWindowSeconds)));
    }

    /** The contest's own custom-game rate limit, or empty for the site's. */
    public Optional<RateSetting> customGameRate() {
        return customLimit == null ? Optional.empty()
                : Optional.of(new RateSetting(customLimit, Duration.ofSeconds(customWindowSeconds)));
    }

    public Long getId() {
        return id;
    }

    public String getSlug() {
        return slug;
    }

    public String getGame() {
        return game;
    }

    public String getName() {
        return name;
    }

    public String getDescription() {
        return description;
    }

    /**
     * The organizer's description as the pages print it: paragraphs parted by blank lines, each plain text (escaped
     * where printed, its line breaks kept by the style sheet), so a description can never inject markup.
     */
    public List<String> descriptionParagraphs() {
        return description == null ? List.of() : Arrays.stream(description.strip().split("\\R\\s*\\R"))
                .map(String::strip).filter(paragraph -> !paragraph.isEmpty()).toList();
    }

    /** The first paragraph of the description, for the home page's card. */
    public String descriptionLead() {
        return descriptionParagraphs().stream().findFirst().orElse("");
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
}
