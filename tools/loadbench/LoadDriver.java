import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The load benchmark's clients (docs/benchmarks.md, "Pages under load"): N concurrent clients, each with its own
 * HTTP connection and its own logged-in admin session, request one page after another for a while; then the
 * next page. Prints requests, errors, throughput and p50/p95/p99/max per page. Run from the repository root:
 *
 * <pre>
 * java tools/loadbench/LoadDriver.java http://localhost:18080 admin 'password' [clients] [seconds] [warm-up seconds] [pace ms]
 * </pre>
 *
 * Without a pace each client asks again as soon as it has its answer (a closed loop: the clients keep the site as
 * busy as it can be). With a pace of P ms each client starts a request every P ms, as people reading pages do, and
 * asks at once only when an answer took longer than P. The time of a request is from its start to its last byte.
 *
 * The pages: bomber's standings on a random page of 50 (every page as likely), a random player's page in
 * bomber (rating history with every rated game), and the admin's crash list, first page. The players are the
 * generator's load00001.. (tools/loadbench/generate.sql); their number is read from the standings' last page.
 */
public final class LoadDriver {

    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"\\s+value=\"([^\"]+)\"");
    private static final Pattern PAGES = Pattern.compile("Page \\d+ of (\\d+)");

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: LoadDriver base-url admin-name admin-password [clients=20] [seconds=60] [warm-up=10]"
                    + " [pace-ms=0]");
            System.exit(2);
        }
        String base = args[0].replaceAll("/+$", "");
        int clients = args.length > 3 ? Integer.parseInt(args[3]) : 20;
        int seconds = args.length > 4 ? Integer.parseInt(args[4]) : 60;
        int warmUp = args.length > 5 ? Integer.parseInt(args[5]) : 10;
        long paceNanos = (args.length > 6 ? Long.parseLong(args[6]) : 0) * 1_000_000L;

        List<HttpClient> sessions = new ArrayList<>();
        for (int i = 0; i < clients; i++) {
            sessions.add(login(base, args[1], args[2]));
        }
        int standingsPages = lastStandingsPage(sessions.get(0), base) + 1;
        int players = standingsPages * 50;
        System.out.printf("%d clients, %s, %d s each page after %d s of warm-up; %d standings pages, players"
                + " load00001..%05d%n", clients, paceNanos == 0 ? "back to back" : "one request every " + paceNanos / 1_000_000
                + " ms each", seconds, warmUp, standingsPages, players);

        Map<String, IntFunction<String>> pages = new LinkedHashMap<>();
        pages.put("standings", n -> "/contests/bomber/standings?page=" + ThreadLocalRandom.current().nextInt(standingsPages));
        pages.put("user history", n -> "/contests/bomber/users/load"
                + String.format("%05d", 1 + ThreadLocalRandom.current().nextInt(players)));
        pages.put("crash list", n -> "/admin/crashes");

        System.out.printf("%-14s %9s %7s %8s %8s %8s %8s %8s%n", "page", "requests", "errors", "req/s", "p50 ms", "p95 ms",
                "p99 ms", "max ms");
        for (Map.Entry<String, IntFunction<String>> page : pages.entrySet()) {
            run(base, sessions, page.getValue(), warmUp, paceNanos);
            Result result = run(base, sessions, page.getValue(), seconds, paceNanos);
            System.out.printf("%-14s %9d %7d %8.1f %8.1f %8.1f %8.1f %8.1f%n", page.getKey(), result.millis.size(),
                    result.errors, result.millis.size() / (double) seconds, result.percentile(50), result.percentile(95),
                    result.percentile(99), result.percentile(100));
        }
    }

    private record Result(List<Double> millis, int errors) {
        double percentile(int p) {
            if (millis.isEmpty()) {
                return Double.NaN;
            }
            int index = (int) Math.ceil(p / 100.0 * millis.size()) - 1;
            return millis.get(Math.max(0, Math.min(millis.size() - 1, index)));
        }
    }

    /**
     * Every client requests pages for the given time, back to back or one every {@code paceNanos} (the clients'
     * starts spread over the first period); a non-200 answer counts as an error.
     */
    private static Result run(String base, List<HttpClient> sessions, IntFunction<String> path, int seconds,
            long paceNanos) throws InterruptedException {
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        List<Double> millis = Collections.synchronizedList(new ArrayList<>());
        AtomicInteger errors = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < sessions.size(); i++) {
            HttpClient session = sessions.get(i);
            long offset = paceNanos * i / sessions.size();
            Thread thread = new Thread(() -> {
                long next = System.nanoTime() + offset;
                while (next < end) {
                    long wait = next - System.nanoTime();
                    if (wait > 0) {
                        try {
                            Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            return;
                        }
                    }
                    next = Math.max(next + paceNanos, System.nanoTime());
                    HttpRequest request = HttpRequest.newBuilder(URI.create(base + path.apply(0))).GET().build();
                    long start = System.nanoTime();
                    try {
                        HttpResponse<byte[]> response = session.send(request, HttpResponse.BodyHandlers.ofByteArray());
                        double took = (System.nanoTime() - start) / 1e6;
                        if (response.statusCode() == 200) {
                            millis.add(took);
                        } else {
                            errors.incrementAndGet();
                        }
                    } catch (IOException e) {
                        errors.incrementAndGet();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                }
            });
            thread.start();
            threads.add(thread);
        }
        for (Thread thread : threads) {
            thread.join();
        }
        List<Double> sorted = new ArrayList<>(millis);
        Collections.sort(sorted);
        return new Result(sorted, errors.get());
    }

    /** A client of its own (connection and cookies) logged in through the site's form, as a browser does. */
    private static HttpClient login(String base, String user, String password) throws IOException, InterruptedException {
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).cookieHandler(new CookieManager())
                .connectTimeout(Duration.ofSeconds(10)).followRedirects(HttpClient.Redirect.NEVER).build();
        String form = client.send(HttpRequest.newBuilder(URI.create(base + "/login")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        Matcher csrf = CSRF.matcher(form);
        if (!csrf.find()) {
            throw new IllegalStateException("no CSRF token on " + base + "/login");
        }
        String body = "username=" + encode(user) + "&password=" + encode(password) + "&_csrf=" + encode(csrf.group(1));
        HttpResponse<String> answer = client.send(HttpRequest.newBuilder(URI.create(base + "/login"))
                .header("Content-Type", "application/x-www-form-urlencoded").POST(HttpRequest.BodyPublishers.ofString(body))
                .build(), HttpResponse.BodyHandlers.ofString());
        String location = answer.headers().firstValue("Location").orElse("");
        if (answer.statusCode() != 302 || location.contains("error")) {
            throw new IllegalStateException("login as " + user + " refused: " + answer.statusCode() + " " + location);
        }
        return client;
    }

    /** The last page of the standings (0-based), from their pager's "Page 1 of N". */
    private static int lastStandingsPage(HttpClient client, String base) throws IOException, InterruptedException {
        String page = client.send(HttpRequest.newBuilder(URI.create(base + "/contests/bomber/standings")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        Matcher pages = PAGES.matcher(page);
        return pages.find() ? Integer.parseInt(pages.group(1)) - 1 : 0;
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
