package arena.platform.audit;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What a settings change changed, as the audit log shows it: each changed field of a settings record as
 * {@code name: old -> new}, in the record's order. Long texts (a description) are shown by their length, so
 * the log stays readable and a change of them is still seen.
 */
public final class SettingsDiff {

    /** Texts longer than this are shown by their length. */
    static final int MAX_SHOWN = 80;
    private static final String NONE = "—";

    private SettingsDiff() {
    }

    /**
     * The changed fields, or {@code "no change"}.
     *
     * @param ignored fields that are not settings (ids, derived values)
     */
    public static <R extends Record> String of(R before, R after, Set<String> ignored) {
        List<String> changes = new ArrayList<>();
        for (RecordComponent component : after.getClass().getRecordComponents()) {
            if (ignored.contains(component.getName())) {
                continue;
            }
            Object old = value(component, before);
            Object now = value(component, after);
            if (!Objects.equals(old, now)) {
                changes.add(component.getName() + ": " + shown(old) + " -> " + shown(now));
            }
        }
        return changes.isEmpty() ? "no change" : String.join("; ", changes);
    }

    /** Every field that is set, for a creation. */
    public static <R extends Record> String describe(R settings, Set<String> ignored) {
        List<String> fields = new ArrayList<>();
        for (RecordComponent component : settings.getClass().getRecordComponents()) {
            Object value = value(component, settings);
            if (!ignored.contains(component.getName()) && value != null && !"".equals(value)) {
                fields.add(component.getName() + ": " + shown(value));
            }
        }
        return String.join("; ", fields);
    }

    static String shown(Object value) {
        if (value == null) {
            return NONE;
        }
        String text = String.valueOf(value);
        return text.length() > MAX_SHOWN ? "(" + text.length() + " characters)" : text;
    }

    private static Object value(RecordComponent component, Record record) {
        try {
            component.getAccessor().setAccessible(true);
            return component.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read " + component.getName() + " of " + record.getClass(), e);
        }
    }
}
