package arena.platform.submission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.StarterPack;
import arena.sandbox.build.SourceTree;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PackOverlayTest {

    private static final StarterPack CPP = new StarterPack("cpp", "p.zip", "p.zip", List.of("MyStrategy.cpp", "MyStrategy.h"));
    private static final SourceTree CPP_PACK = tree("Runner.cpp", "pack runner", "model/World.h", "pack world",
            "MyStrategy.cpp", "pack strategy", "MyStrategy.h", "pack header", "README.md", "pack readme");

    private static SourceTree tree(String... pathsAndTexts) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (int i = 0; i < pathsAndTexts.length; i += 2) {
            files.put(pathsAndTexts[i], pathsAndTexts[i + 1].getBytes(StandardCharsets.UTF_8));
        }
        return SourceTree.of(files);
    }

    private static Map<String, String> texts(SourceTree tree) {
        Map<String, String> texts = new LinkedHashMap<>();
        tree.files().keySet().forEach(path -> texts.put(path, tree.text(path)));
        return texts;
    }

    @Test
    void thePacksFixedFilesReplaceUploadedCopiesAndHelpersStay() {
        SourceTree upload = tree("MyStrategy.cpp", "mine", "Runner.cpp", "broken runner", "model/World.h", "edited world",
                "Helper.h", "helper");
        assertThat(texts(PackOverlay.apply(CPP, CPP_PACK, upload, false))).containsOnly(
                Map.entry("MyStrategy.cpp", "mine"), Map.entry("Runner.cpp", "pack runner"),
                Map.entry("model/World.h", "pack world"), Map.entry("Helper.h", "helper"),
                Map.entry("MyStrategy.h", "pack header"), Map.entry("README.md", "pack readme"));
    }

    /**
     * A whole 2013 C++ pack folder: its model sources, Strategy.cpp and socket library are the pack's files too,
     * replaced by ours, which has no file of those names; the contestant's own files at the root stay.
     */
    @Test
    void theOriginalPacksFilesThisPackRetiredAreDropped() {
        StarterPack cpp = new StarterPack("cpp", "p.zip", "p.zip", List.of("MyStrategy.cpp", "MyStrategy.h"),
                List.of("model/Trooper.cpp", "Strategy.cpp", "csimplesocket/"));
        SourceTree upload = tree("MyStrategy.cpp", "mine", "model/Trooper.cpp", "2013 trooper", "Strategy.cpp",
                "2013 strategy", "csimplesocket/ActiveSocket.cpp", "socket", "csimplesocket/Host.h", "host",
                "Helper.cpp", "helper", "model/Trooper.h", "2013 header");
        assertThat(texts(PackOverlay.apply(cpp, CPP_PACK, upload, false))).containsOnly(
                Map.entry("MyStrategy.cpp", "mine"), Map.entry("Helper.cpp", "helper"),
                Map.entry("Runner.cpp", "pack runner"), Map.entry("model/World.h", "pack world"),
                Map.entry("MyStrategy.h", "pack header"), Map.entry("README.md", "pack readme"),
                Map.entry("model/Trooper.h", "2013 header"));
    }

    @Test
    void theContestantsOtherStrategyFilesAreKeptWhenUploaded() {
        SourceTree upload = tree("MyStrategy.cpp", "mine", "MyStrategy.h", "my header");
        assertThat(texts(PackOverlay.apply(CPP, CPP_PACK, upload, false)))
                .containsEntry("MyStrategy.h", "my header").containsEntry("MyStrategy.cpp", "mine");
    }

    @Test
    void aSingleFileOrPastedSourceIsTheEntryFileWhateverItsName() {
        SourceTree upload = tree("main.cpp", "pasted");
        assertThat(texts(PackOverlay.apply(CPP, CPP_PACK, upload, true)))
                .containsEntry("MyStrategy.cpp", "pasted").doesNotContainKey("main.cpp");
    }

    @Test
    void aZipWithoutTheEntryFileIsRefusedWithItsCode() {
        assertThatThrownBy(() -> PackOverlay.apply(CPP, CPP_PACK, tree("Helper.h", "helper"), false))
                .isInstanceOfSatisfying(UploadException.class, e -> assertThat(e.code()).isEqualTo("MISSING_STRATEGY_FILE"))
                .hasMessageContaining("MyStrategy.cpp");
    }

    @Test
    void aPackThatFixesNoFilesSaysSo() {
        StarterPack download = new StarterPack("java", "p.zip", "p.zip");
        assertThat(download.fixesFiles()).isFalse();
        assertThat(CPP.fixesFiles()).isTrue();
        assertThat(CPP.entryFile()).isEqualTo("MyStrategy.cpp");
        assertThatThrownBy(() -> new StarterPack("java", "p.zip", "p.zip", List.of("src/MyStrategy.java")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new StarterPack("java", "p.zip", "p.zip", List.of(), List.of("Strategy.java")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new StarterPack("cpp", "p.zip", "p.zip", List.of("MyStrategy.cpp"), List.of("MyStrategy.cpp")))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
