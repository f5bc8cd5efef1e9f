package arena.sandbox.local;

import arena.sandbox.local.IsolationSettings.Tool;

/** The {@link arena.sandbox.suite.AbuseSuite} against isolated local processes confined by util-linux's tools. */
@IsolatedWith(Tool.UTIL_LINUX)
class UtilLinuxAbuseIT extends IsolatedAbuseSuite {
}
