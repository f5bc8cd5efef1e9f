/**
 * How submissions are built, whatever the sandbox: the languages with their compile scripts and entry points, a
 * submission's files read within limits ({@code SourceTree}, {@code BuildLimits}), and the first line of a
 * compiler's output a user sees. Where a build runs is the sandbox's business, not this package's.
 */
package arena.sandbox.build;
