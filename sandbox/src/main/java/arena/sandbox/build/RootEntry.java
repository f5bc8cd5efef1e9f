package arena.sandbox.build;

import java.util.List;

/** The entry file of a script language: the conventional name, or the only file of its kind at the root. */
final class RootEntry {

    private RootEntry() {
    }

    static String find(SourceTree sources, String conventional, String extension) {
        if (sources.has(conventional)) {
            return conventional;
        }
        List<String> atRoot = sources.withExtension(extension).stream().filter(f -> !f.contains("/")).toList();
        if (atRoot.size() == 1) {
            return atRoot.get(0);
        }
        if (atRoot.isEmpty()) {
            throw new BuildException("outcome.build.noFileAtRoot", extension);
        }
        throw new BuildException("outcome.build.severalAtRoot", extension, String.join(", ", atRoot), conventional);
    }
}
