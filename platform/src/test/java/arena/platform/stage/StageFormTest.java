package arena.platform.stage;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

class StageFormTest {

    private final JsonMapper json = JsonMapper.builder().build();

    @Test
    void ladderBestIsReadUnderItsNameAndUnderItsNameFromBeforeTheRename() {
        String stage = """
                {"name":"Round 2","kind":"WAVES","format":"4p","sourceStageId":7,"top":300,"%s":60}""";
        assertThat(json.readValue(stage.formatted("ladderBest"), StageForm.class).ladderBest()).isEqualTo(60);
        assertThat(json.readValue(stage.formatted("sandboxBest"), StageForm.class).ladderBest()).isEqualTo(60);
    }
}
