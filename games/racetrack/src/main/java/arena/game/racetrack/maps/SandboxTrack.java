package arena.game.racetrack.maps;

import java.util.List;

/**
 * The tracks of §13.3: the five sandbox tracks T1–T5 (the engine's maps) and SC, the track with
 * touching arms used by RV-18/RV-19.
 *
 * @param id   {@code T1} … {@code T5}, {@code SC}
 * @param name a short description for map lists
 * @param text the track string exactly as sent in the request body
 */
public record SandboxTrack(String id, String name, String text) {

    public static final SandboxTrack T1 = new SandboxTrack("T1", "rectangle", "1 LLLUUUURRRRRRDDDDLLL");
    public static final SandboxTrack T2 = new SandboxTrack("T2", "L-shape",
            "2 RRRRRUUUUUUUUUUUULLLLLLLDDDDDLLLLLLLLDDDDDDDRRRRRRRRRR");
    public static final SandboxTrack T3 = new SandboxTrack("T3", "octagon",
            "1 RRRRRRRRURURURURURUUUUUUUUULULULULULULULLLLLLLLLLLDLDLDLDLDLDLDLDDDDDDDLLLLLLDDDDDDRRRRRRRRRRRRRRRRR");
    public static final SandboxTrack T4 = new SandboxTrack("T4", "two lobes, width 0",
            "0 RRRRRRRRRRRRRURURURURURUUUUUUUUULULULULULULULDLDLDLDLDLDLLLLLLLULULULULULULLLLLLLLLDLDLDLDLDLDDDDDDDDD"
                    + "RDRDRDRDRDRDRRRRRRRRRRRRRR");
    public static final SandboxTrack T5 = new SandboxTrack("T5", "winding circuit",
            "2 RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRURURRURURRURURRURURUUUUUUUUUUUULULULLULULLULULLULULLLLLLL"
                    + "LLLLLLULULULULULUUUUUUUUUUURURURURURRURURURURRRRRRRRRRRRRRRRRRRRRRRRRRRRDRDRDRDRRDRDRDRDRDDDDDDDDDDD"
                    + "DDDDDDDDDDDDDDDDDDDDDDDRDRDRDRDRDRDRDRDRRRRRRRRRRRRRURURURURURUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUU"
                    + "UUUUUUUUUUUUUUULULULULULULULULULLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL"
                    + "LLLLLLLLLLLLLLLLLLLLLLLLLLLLLDLDLDLDLDLDLDLDLDLDDDDDDDDDDDDDDDDDDDDDDDDDDDDDRDRDRDRDRDRDRDRDRDRDRDRD"
                    + "DDDDDDDDDDLDLDLDLDLDLDLDLDRRRRRRRRRRRRRRRR");
    public static final SandboxTrack SC = new SandboxTrack("SC", "touching arms",
            "0 RRUULLLUUUUURRRRRRRDDDDDDDDDLLLLLLLLLLLUUUUUUURRRDDDDDRR");

    /** The engine's maps, in order. */
    public static final List<SandboxTrack> SANDBOX = List.of(T1, T2, T3, T4, T5);

    /** {@code T1 · rectangle}. */
    public String title() {
        return id + " · " + name;
    }
}
