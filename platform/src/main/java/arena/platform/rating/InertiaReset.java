package arena.platform.rating;

/**
 * An accepted submission whose author asked to reset the rating's inertia.
 *
 * @param submissionId the accepted submission
 * @param userId       its author
 */
public record InertiaReset(long submissionId, long userId) implements RatingEvent {
}
