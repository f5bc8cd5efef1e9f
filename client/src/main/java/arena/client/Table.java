package arena.client;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Rows printed in aligned columns, the last column unpadded. */
final class Table {

    private final List<String[]> rows = new ArrayList<>();

    Table(String... header) {
        rows.add(header);
    }

    Table row(Object... cells) {
        rows.add(Arrays.stream(cells).map(cell -> cell == null ? "-" : cell.toString().replaceAll("\\s+", " "))
                .toArray(String[]::new));
        return this;
    }

    boolean isEmpty() {
        return rows.size() == 1;
    }

    void print(PrintStream out) {
        int columns = rows.get(0).length;
        int[] widths = new int[columns];
        for (String[] row : rows) {
            for (int i = 0; i < columns; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < columns; i++) {
                line.append(i == columns - 1 ? row[i] : String.format("%-" + widths[i] + "s  ", row[i]));
            }
            out.println(line.toString().stripTrailing());
        }
    }

    /** {@code 2026-11-03T10:15:42.123Z} -> {@code 2026-11-03 10:15} (UTC). */
    static String time(String instant) {
        return instant == null || instant.length() < 16 ? instant : instant.substring(0, 10) + " " + instant.substring(11, 16);
    }
}
