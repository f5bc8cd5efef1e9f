package arena.game.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * What a tool prints, made safe for a terminal: a strategy's words reach the screen through verdicts, logs and
 * answers, and a hostile one could otherwise send control sequences (move the cursor, retitle the window, hide
 * text). Control characters other than tab, newline and carriage return (C0, DEL, and C1 as UTF-8 encodes them) are
 * printed as {@code \u001b}, the spelling JSON reads as the same character; a byte that is no part of UTF-8 text
 * as {@code \xff}. Everything else, UTF-8 text in any script included, passes unchanged.
 */
public final class Terminal extends FilterOutputStream {

    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

    /** How many continuation bytes the current UTF-8 sequence still has. */
    private int pending;
    /** {@code true} right after a {@code 0xC2} lead, which with 0x80..0x9F makes a C1 control: held back. */
    private boolean heldC2;

    private Terminal(OutputStream target) {
        super(target);
    }

    /** {@code target} (the console's stdout or stderr, say) behind the filter, in the tool's own charset. */
    public static PrintStream safe(PrintStream target) {
        return new PrintStream(new Terminal(target), true, charset());
    }

    private static Charset charset() {
        String name = System.getProperty("stdout.encoding", System.getProperty("sun.stdout.encoding"));
        try {
            return name == null ? Charset.defaultCharset() : Charset.forName(name);
        } catch (IllegalArgumentException e) {
            return Charset.defaultCharset();
        }
    }

    @Override
    public void write(int value) throws IOException {
        int b = value & 0xff;
        if (heldC2) {
            heldC2 = false;
            pending = 0;
            if (b >= 0x80 && b <= 0x9f) {
                escape('u', b);
                return;
            }
            if (b >= 0xa0 && b <= 0xbf) {
                out.write(0xc2);
                out.write(b);
                return;
            }
            escape('x', 0xc2);
        }
        if (pending > 0) {
            if (b >= 0x80 && b <= 0xbf) {
                pending--;
                out.write(b);
                return;
            }
            pending = 0;
        }
        if (b < 0x80) {
            if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' || b == 0x7f) {
                escape('u', b);
            } else {
                out.write(b);
            }
        } else if (b == 0xc2) {
            heldC2 = true;
            pending = 1;
        } else if (b >= 0xc3 && b <= 0xf4) {
            pending = b >= 0xf0 ? 3 : b >= 0xe0 ? 2 : 1;
            out.write(b);
        } else {
            escape('x', b);
        }
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        for (int i = offset; i < offset + length; i++) {
            write(bytes[i]);
        }
    }

    @Override
    public void flush() throws IOException {
        out.flush();
    }

    private void escape(char kind, int b) throws IOException {
        out.write('\\');
        out.write(kind);
        if (kind == 'u') {
            out.write('0');
            out.write('0');
        }
        out.write(HEX[b >> 4]);
        out.write(HEX[b & 0xf]);
    }
}
