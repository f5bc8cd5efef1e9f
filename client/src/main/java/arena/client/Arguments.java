package arena.client;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A command line: the command, its positional arguments and its options. Options take a value
 * ({@code --map m}, {@code --map=m}, {@code -o file}) unless they are flags ({@code --wait}); a repeated
 * option keeps every value. {@code --} ends the options.
 */
record Arguments(String command, List<String> positionals, Map<String, List<String>> options) {

    static final Set<String> FLAGS = Set.of("wait", "help", "version");
    static final Set<String> VALUED = Set.of("language", "opponents", "map", "format", "strategy", "output", "token",
            "user", "timeout");
    private static final Map<String, String> SHORT = Map.of("o", "output", "h", "help", "l", "language");

    static Arguments parse(String... args) {
        List<String> positionals = new ArrayList<>();
        Map<String, List<String>> options = new LinkedHashMap<>();
        boolean optionsEnded = false;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (optionsEnded || !arg.startsWith("-") || arg.equals("-")) {
                positionals.add(arg);
                continue;
            }
            if (arg.equals("--")) {
                optionsEnded = true;
                continue;
            }
            String name;
            String value = null;
            if (arg.startsWith("--")) {
                name = arg.substring(2);
                int equals = name.indexOf('=');
                if (equals >= 0) {
                    value = name.substring(equals + 1);
                    name = name.substring(0, equals);
                }
            } else {
                name = SHORT.get(arg.substring(1));
                if (name == null) {
                    throw new UsageException("unknown option " + arg);
                }
            }
            if (FLAGS.contains(name)) {
                if (value != null) {
                    throw new UsageException("--" + name + " takes no value");
                }
                value = "true";
            } else if (!VALUED.contains(name)) {
                throw new UsageException("unknown option " + arg);
            } else if (value == null) {
                if (i + 1 >= args.length) {
                    throw new UsageException(arg + " needs a value");
                }
                value = args[++i];
            }
            options.computeIfAbsent(name, key -> new ArrayList<>()).add(value);
        }
        String command = positionals.isEmpty() ? null : positionals.remove(0);
        return new Arguments(command, List.copyOf(positionals), options);
    }

    boolean flag(String name) {
        return options.containsKey(name);
    }

    Optional<String> option(String name) {
        List<String> values = options.get(name);
        return values == null ? Optional.empty() : Optional.of(values.get(values.size() - 1));
    }

    /** Every value of a repeatable, comma-separated option: {@code --opponents a,b --opponents c} is a, b, c. */
    List<String> list(String name) {
        return options.getOrDefault(name, List.of()).stream()
                .flatMap(value -> Arrays.stream(value.split(",")))
                .map(String::strip).filter(value -> !value.isEmpty()).toList();
    }

    String positional(int index, String what) {
        if (index >= positionals.size()) {
            throw new UsageException(command + " needs " + what);
        }
        return positionals.get(index);
    }

    Optional<String> optionalPositional(int index) {
        return index < positionals.size() ? Optional.of(positionals.get(index)) : Optional.empty();
    }

    /** Refuses arguments beyond those the command takes, and options it does not know. */
    void allow(int maxPositionals, String... optionNames) {
        if (positionals.size() > maxPositionals) {
            throw new UsageException("too many arguments for " + command + ": " + positionals.subList(maxPositionals,
                    positionals.size()));
        }
        Set<String> allowed = Set.of(optionNames);
        for (String name : options.keySet()) {
            if (!allowed.contains(name) && !name.equals("help")) {
                throw new UsageException(command + " takes no option --" + name);
            }
        }
    }
}
