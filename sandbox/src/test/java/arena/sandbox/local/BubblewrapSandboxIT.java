package arena.sandbox.local;

import arena.sandbox.local.IsolationSettings.Tool;

/** The {@link arena.sandbox.suite.SandboxSuite} against isolated local processes confined by bubblewrap. */
@IsolatedWith(Tool.BUBBLEWRAP)
class BubblewrapSandboxIT extends IsolatedSandboxSuite {
}
