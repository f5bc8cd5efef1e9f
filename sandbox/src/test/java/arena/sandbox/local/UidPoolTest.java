package arena.sandbox.local;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.sandbox.SandboxException;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class UidPoolTest {

    @Test
    void runningSandboxesNeverShareAUser() {
        UidPool pool = new UidPool(1_500_000_000);
        Set<Integer> uids = new HashSet<>();
        for (int i = 0; i < UidPool.SIZE; i++) {
            uids.add(pool.acquire());
        }

        assertThat(uids).hasSize(UidPool.SIZE).allSatisfy(uid -> assertThat(pool.owns(uid)).isTrue());
        assertThatThrownBy(pool::acquire).isInstanceOf(SandboxException.class);
        pool.release(1_500_000_007);
        assertThat(pool.acquire()).isEqualTo(1_500_000_007);
    }

    @Test
    void poolsAreFarFromRealUsers() {
        int uid = UidPool.random().acquire();

        assertThat(uid).isBetween(1_000_000_000, 1_999_999_999);
        assertThat(new UidPool(1_500_000_000).owns(0)).isFalse();
    }
}
