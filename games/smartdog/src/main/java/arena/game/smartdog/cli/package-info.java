/**
 * Smartdog's command-line tools, among them the standalone server a contestant runs locally as the original was
 * (TCP port 3002, with hubs), with its own resource limits.
 */
package arena.game.smartdog.cli;
