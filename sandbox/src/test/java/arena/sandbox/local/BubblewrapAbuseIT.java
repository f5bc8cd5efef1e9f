package arena.sandbox.local;

import arena.sandbox.local.IsolationSettings.Tool;

/** The {@link arena.sandbox.suite.AbuseSuite} against isolated local processes confined by bubblewrap. */
@IsolatedWith(Tool.BUBBLEWRAP)
class BubblewrapAbuseIT extends IsolatedAbuseSuite {
}
