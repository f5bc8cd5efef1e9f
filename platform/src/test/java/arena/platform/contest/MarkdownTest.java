package arena.platform.contest;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** An organizer's text is Markdown shown on a public page: nothing typed into it may become markup or script. */
class MarkdownTest {

    @Test
    void markdownBecomesItsHtml() {
        assertThat(Markdown.html("## Prizes\n\nThe **first** place wins [a cup](https://example.org/cup).\n\n- one\n- two"))
                .contains("<h2>Prizes</h2>", "<strong>first</strong>", "href=\"https://example.org/cup\"",
                        "rel=\"nofollow noopener\"", ">a cup</a>", "<li>one</li>");
    }

    @Test
    void aTableIsATableAndItsCellsAreTextToo() {
        String html = Markdown.html("| Event | Points |\n|---|---|\n| a kill | 20 |\n| <img src=x onerror=alert(1)> | 1 |");
        assertThat(html).contains("<table>", "<th>Event</th>", "<td>20</td>", "<td>&lt;img src=x onerror=alert(1)&gt;</td>")
                .doesNotContain("<img");
    }

    @Test
    void aScriptTagIsShownAsTextNeverRun() {
        String html = Markdown.html("Hello <script>alert(1)</script>\n\n<script>\nalert(2)\n</script>");
        assertThat(html).doesNotContain("<script").contains("&lt;script&gt;alert(1)&lt;/script&gt;", "&lt;script&gt;");
    }

    @Test
    void anEventAttributeNeverReachesThePage() {
        String html = Markdown.html("<img src=x onerror=alert(1)>\n\ninline <b onmouseover=\"alert(2)\">bold</b>\n\n"
                + "<div onclick='alert(3)'>block</div>");
        assertThat(html).doesNotContain("<img", "<b ", "<div").contains("&lt;img src=x onerror=alert(1)&gt;",
                "&lt;b onmouseover=&quot;alert(2)&quot;&gt;", "&lt;div onclick='alert(3)'&gt;");
    }

    @Test
    void aJavascriptLinkLosesItsTarget() {
        String html = Markdown.html("[click](javascript:alert(1)) ![pic](javascript:alert(2)) [mixed](JaVaScRiPt:alert(3))"
                + " <javascript:alert(4)> [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox)");
        assertThat(html).doesNotContainPattern("(?i)(href|src)=\"\\s*(javascript|data|vbscript):")
                .contains("href=\"\">click</a>", "src=\"\" alt=\"pic\"", "href=\"\">mixed</a>", "href=\"\">data</a>");
    }

    @Test
    void anAttributeCannotBeClosedFromALink() {
        String html = Markdown.html("[x](https://example.org/\"onmouseover=\"alert(1)) [y](<https://e.org/a\" onclick=\"b>)");
        assertThat(html).doesNotContain("\"onmouseover=\"", "\" onclick=\"");
    }

    @Test
    void plainTextStaysText() {
        assertThat(Markdown.html("Bombs away & 2 < 3")).isEqualTo("<p>Bombs away &amp; 2 &lt; 3</p>\n");
        assertThat(Markdown.html("  ")).isEmpty();
    }
}
