package arena.game.troopers.bots;

import arena.game.troopers.protocol.PlayerRecord;
import arena.game.troopers.protocol.TrooperRecord;
import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.ActionType;
import arena.game.troopers.rules.TrooperType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A stronger built-in strategy: it plans each trooper's turn (where to stand, which stance, whom to shoot; see
 * {@link Planner}), throws grenades where they pay, heals, keeps the squad near its commander, remembers where
 * enemies were seen, and ends its turns low when enemies could fire at it. Once it hunts, its commander asks for
 * air reconnaissance whenever the squad knows of no enemy, and the squad walks toward the reported players. While
 * it is far behind on points it shoots enemy medics down without killing them ({@link Farming}).
 */
public final class SmartBot implements Brain {

    /** How many moves a sighting is trusted. */
    private static final int MEMORY_MOVES = 3;
    /** For this many moves the squad holds its corner and lets the others come (they fight each other first). */
    private static final int HOLD_MOVES = 25;
    /** Moves between two requests for the enemies' disposition. */
    private static final int RECON_EVERY = 4;

    private final Map<Long, int[]> seen = new HashMap<>();
    /** The plan of the turn under way and what it was made for (trooper, move, enemies in sight). */
    private Planner.Plan plan;
    private String planTurn = "";
    private int[] home;
    private final List<int[]> suspects = new ArrayList<>();
    /** Where air reconnaissance last put each enemy player (x, y, move), until a trooper of ours gets there. */
    private final Map<Long, int[]> rumours = new HashMap<>();
    private int lastRequest = -RECON_EVERY;

    @Override
    public Action decide(View view) {
        TrooperRecord self = view.self();
        int move = view.context().world().moveIndex();
        remember(view, move);
        Optional<Action> request = reconnaissance(view, move);
        if (request.isPresent()) {
            return request.get();
        }
        if (self.type() == TrooperType.FIELD_MEDIC) {
            // a medic's shots are weak, its heals are not: keeping the shooters alive comes first
            Optional<Action> care = Care.medical(view);
            if (care.isPresent()) {
                return care.get();
            }
        }
        GrenadeThrow.Planned grenade = GrenadeThrow.grenade(view);
        if (grenade != null) {
            return grenade.first();
        }
        Planner planner = new Planner(view, threats(view), goal(view), commander(view), false);
        String turn = self.id() + "/" + move + "/" + view.enemies().stream().map(TrooperRecord::id).sorted().toList();
        if (!turn.equals(planTurn) || plan == null) {
            // a new turn, or new enemies in sight: plan the rest of the turn again
            planTurn = turn;
            plan = planner.best();
        }
        if (plan != null && !plan.shoots()) {
            Optional<Action> care = Care.medical(view);
            if (care.isPresent()) {
                return care.get();
            }
            if (self.holdingFieldRation() && !view.enemies().isEmpty()
                    && self.actionPoints() <= self.initialActionPoints() - view.rules().fieldRationBonusActionPoints()
                    && self.actionPoints() >= view.rules().fieldRationEatCost()) {
                return Action.of(ActionType.EAT_FIELD_RATION);
            }
        }
        Action next = plan == null ? null : planner.next(plan);
        if (next == null) {
            plan = planner.best();
            next = plan == null ? null : planner.next(plan);
        }
        return next == null ? Action.END_TURN : next;
    }

    private void remember(View view, int move) {
        TrooperRecord self = view.self();
        if (home == null) {
            home = new int[] {self.x(), self.y()};
            int w = view.width() - 1;
            int h = view.height() - 1;
            suspects.add(new int[] {w - home[0], home[1]});
            suspects.add(new int[] {home[0], h - home[1]});
            suspects.add(new int[] {w - home[0], h - home[1]});
        }
        suspects.removeIf(s -> QuickStartBot.distanceSquared(self, s[0], s[1]) <= 16);
        seen.entrySet().removeIf(e -> move - e.getValue()[2] > MEMORY_MOVES
                || QuickStartBot.distanceSquared(self, e.getValue()[0], e.getValue()[1]) <= 4);
        for (TrooperRecord enemy : view.enemies()) {
            seen.put(enemy.id(), new int[] {enemy.x(), enemy.y(), move});
        }
    }

    /**
     * Air reconnaissance (spec §5.12): a commander whose squad is hunting and knows of no enemy spends its turn
     * asking where the players are; during its next turn every player's record carries a rough centre of its
     * troopers, which the squad then walks toward (the request costs a whole turn, so it is not repeated often).
     */
    private Optional<Action> reconnaissance(View view, int move) {
        TrooperRecord self = view.self();
        List<PlayerRecord> players = view.context().world().players();
        boolean reported = false;
        for (PlayerRecord player : players) {
            if (player.id() != self.playerId() && player.approximateX() >= 0) {
                rumours.put(player.id(), new int[] {player.approximateX(), player.approximateY(), move});
                reported = true;
            }
        }
        if (reported) {
            // a report gives a player without living troopers (-1, -1): it is gone
            players.stream().filter(p -> p.approximateX() < 0).forEach(p -> rumours.remove(p.id()));
        }
        rumours.values().removeIf(r -> QuickStartBot.distanceSquared(self, r[0], r[1]) <= 9);
        if (self.type() == TrooperType.COMMANDER && move >= HOLD_MOVES && view.enemies().isEmpty() && seen.isEmpty()
                && move - lastRequest >= RECON_EVERY
                && self.actionPoints() >= view.rules().commanderRequestEnemyDispositionCost()) {
            lastRequest = move;
            return Optional.of(Action.of(ActionType.REQUEST_ENEMY_DISPOSITION));
        }
        return Optional.empty();
    }

    /** Visible enemies as they are; remembered ones where they were last seen. */
    private List<Planner.Threat> threats(View view) {
        List<Planner.Threat> threats = new ArrayList<>();
        for (TrooperRecord enemy : view.enemies()) {
            threats.add(new Planner.Threat(enemy.x(), enemy.y(), enemy));
        }
        seen.forEach((id, p) -> {
            if (view.enemies().stream().noneMatch(e -> e.id() == id)) {
                threats.add(new Planner.Threat(p[0], p[1], null));
            }
        });
        return threats;
    }

    /**
     * A medic's most wounded mate; else the nearest visible enemy, else the nearest remembered one, else (once
     * hunting) the nearest player air reconnaissance reported, else home for the first moves and then the nearest
     * corner not yet scouted.
     */
    private int[] goal(View view) {
        TrooperRecord self = view.self();
        if (self.type() == TrooperType.FIELD_MEDIC) {
            Optional<TrooperRecord> patient = view.mates().stream().filter(t -> t.hitpoints() < t.maximalHitpoints())
                    .min(Comparator.comparingInt(TrooperRecord::hitpoints));
            if (patient.isPresent()) {
                return new int[] {patient.get().x(), patient.get().y()};
            }
        }
        return view.enemies().stream()
                .min(Comparator.comparingInt((TrooperRecord e) -> QuickStartBot.distanceSquared(self, e.x(), e.y())))
                .map(e -> new int[] {e.x(), e.y()})
                .or(() -> seen.values().stream()
                        .min(Comparator.comparingInt(p -> QuickStartBot.distanceSquared(self, p[0], p[1]))))
                .or(() -> view.context().world().moveIndex() < HOLD_MOVES ? Optional.empty() : rumours.values()
                        .stream().min(Comparator.comparingInt(p -> QuickStartBot.distanceSquared(self, p[0], p[1]))))
                .orElse(view.context().world().moveIndex() < HOLD_MOVES ? home : suspects.stream()
                        .min(Comparator.comparingInt(p -> QuickStartBot.distanceSquared(self, p[0], p[1])))
                        .orElse(new int[] {view.width() / 2, view.height() / 2}));
    }

    /** The commander's cell for the troopers its aura helps, else null. */
    private static int[] commander(View view) {
        if (!view.self().type().equals(TrooperType.COMMANDER) && view.self().type() != TrooperType.SCOUT) {
            return view.mates().stream().filter(t -> t.type() == TrooperType.COMMANDER).findFirst()
                    .map(c -> new int[] {c.x(), c.y()}).orElse(null);
        }
        return null;
    }
}
