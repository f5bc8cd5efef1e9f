package arena.platform.contest;

import java.util.List;
import java.util.Map;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.AttributeProvider;
import org.commonmark.renderer.html.DefaultUrlSanitizer;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * Markdown (or plain text, which reads the same) as HTML that is safe to print as is: HTML typed into the text is
 * escaped, never passed on, and a link or image to anything but http(s), mailto or a relative address (say
 * {@code javascript:} or {@code data:}) loses its target, so neither a tag, an event attribute nor a
 * {@code javascript:} link reaches the page. Links carry {@code rel="nofollow noopener"}.
 */
public final class Markdown {

    /** Tables (GitHub's pipe syntax), as the games' rules use for their points. */
    private static final List<Extension> EXTENSIONS = List.of(TablesExtension.create());
    private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();
    private static final HtmlRenderer RENDERER = HtmlRenderer.builder()
            .extensions(EXTENSIONS)
            .escapeHtml(true)
            .sanitizeUrls(true)
            .urlSanitizer(new DefaultUrlSanitizer(List.of("http", "https", "mailto")))
            .attributeProviderFactory(context -> new LinkAttributes())
            .build();

    private Markdown() {
    }

    public static String html(String markdown) {
        return markdown == null || markdown.isBlank() ? "" : RENDERER.render(PARSER.parse(markdown));
    }

    private static final class LinkAttributes implements AttributeProvider {
        @Override
        public void setAttributes(Node node, String tagName, Map<String, String> attributes) {
            if (node instanceof Link) {
                attributes.put("rel", "nofollow noopener");
            }
        }
    }
}
