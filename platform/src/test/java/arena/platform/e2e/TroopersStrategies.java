package arena.platform.e2e;

/**
 * 2013 troopers strategies written in the tests from the seed's API (section 3), not copied from our packs:
 * only {@code MyStrategy} and a helper, as contestants kept them.
 */
public final class TroopersStrategies {

    private TroopersStrategies() {
    }

    /** Shoots the weakest enemy in range, else steps toward the map's centre on a free cell (the rules crash a move onto cover). */
    public static final String JAVA_STRATEGY = """
            import model.*;

            public final class MyStrategy implements Strategy {
                @Override
                public void move(Trooper self, World world, Game game, Move move) {
                    Trooper target = null;
                    for (Trooper trooper : world.getTroopers()) {
                        if (!trooper.isTeammate() && world.isVisible(self.getShootingRange(), self.getX(), self.getY(),
                                self.getStance(), trooper.getX(), trooper.getY(), trooper.getStance())
                                && (target == null || trooper.getHitpoints() < target.getHitpoints())) {
                            target = trooper;
                        }
                    }
                    if (target != null && self.getActionPoints() >= self.getShootCost()) {
                        move.setAction(ActionType.SHOOT);
                        move.setX(target.getX());
                        move.setY(target.getY());
                        return;
                    }
                    if (self.getStance() != TrooperStance.STANDING || self.getActionPoints() < game.getStandingMoveCost()) {
                        return;
                    }
                    Direction step = Steps.toward(world, self, world.getWidth() / 2, world.getHeight() / 2);
                    if (step != null) {
                        move.setAction(ActionType.MOVE);
                        move.setDirection(step);
                    }
                }
            }
            """;

    /** A helper file next to MyStrategy, as the seed allows. */
    public static final String JAVA_HELPER = """
            import model.*;

            final class Steps {
                private Steps() {
                }

                static Direction toward(World world, Trooper self, int goalX, int goalY) {
                    Direction best = null;
                    int bestDistance = Math.abs(goalX - self.getX()) + Math.abs(goalY - self.getY());
                    for (Direction direction : new Direction[] {Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST}) {
                        int x = self.getX() + direction.getOffsetX();
                        int y = self.getY() + direction.getOffsetY();
                        if (x < 0 || y < 0 || x >= world.getWidth() || y >= world.getHeight()
                                || world.getCells()[x][y] != CellType.FREE || occupied(world, x, y)) {
                            continue;
                        }
                        int distance = Math.abs(goalX - x) + Math.abs(goalY - y);
                        if (distance < bestDistance) {
                            best = direction;
                            bestDistance = distance;
                        }
                    }
                    return best;
                }

                private static boolean occupied(World world, int x, int y) {
                    for (Trooper trooper : world.getTroopers()) {
                        if (trooper.getX() == x && trooper.getY() == y) {
                            return true;
                        }
                    }
                    return false;
                }
            }
            """;

    public static final String PYTHON_STRATEGY = """
            from model.ActionType import ActionType
            from model.CellType import CellType
            from model.Direction import Direction
            from model.TrooperStance import TrooperStance


            class MyStrategy:
                def move(self, me, world, game, move):
                    enemies = [t for t in world.troopers if not t.teammate and world.is_visible(
                        me.shooting_range, me.x, me.y, me.stance, t.x, t.y, t.stance)]
                    if enemies and me.action_points >= me.shoot_cost:
                        target = min(enemies, key=lambda t: t.hitpoints)
                        move.action = ActionType.SHOOT
                        move.x, move.y = target.x, target.y
                        return
                    if me.stance != TrooperStance.STANDING or me.action_points < game.standing_move_cost:
                        return
                    for direction, (dx, dy) in ((Direction.NORTH, (0, -1)), (Direction.SOUTH, (0, 1)),
                                                (Direction.WEST, (-1, 0)), (Direction.EAST, (1, 0))):
                        x, y = me.x + dx, me.y + dy
                        if 0 <= x < world.width and 0 <= y < world.height and world.cells[x][y] == CellType.FREE \\
                                and all(t.x != x or t.y != y for t in world.troopers):
                            move.action = ActionType.MOVE
                            move.direction = direction
                            return
            """;

    /**
     * The C# strategy of the 2013 pack's API (namespaces, properties, Pascal-case enums, {@code Direction?}):
     * shoots the weakest enemy in range, else steps toward the map's centre through its helper.
     */
    public static final String CSHARP_STRATEGY = """
            using Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model;

            namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk
            {
                public sealed class MyStrategy : IStrategy
                {
                    public void Move(Trooper self, World world, Game game, Move move)
                    {
                        Trooper target = null;
                        foreach (Trooper trooper in world.Troopers)
                        {
                            if (!trooper.IsTeammate && world.IsVisible(self.ShootingRange, self.X, self.Y, self.Stance,
                                    trooper.X, trooper.Y, trooper.Stance)
                                && (target == null || trooper.Hitpoints < target.Hitpoints))
                            {
                                target = trooper;
                            }
                        }
                        if (target != null && self.ActionPoints >= self.ShootCost)
                        {
                            move.Action = ActionType.Shoot;
                            move.X = target.X;
                            move.Y = target.Y;
                            return;
                        }
                        if (self.Stance != TrooperStance.Standing || self.ActionPoints < game.StandingMoveCost)
                        {
                            return;
                        }
                        Direction? step = Steps.Toward(world, self, world.Width / 2, world.Height / 2);
                        if (step != null)
                        {
                            move.Action = ActionType.Move;
                            move.Direction = step;
                        }
                    }
                }
            }
            """;

    /** A helper file next to MyStrategy.cs. */
    public static final String CSHARP_HELPER = """
            using System;
            using Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model;

            namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk
            {
                static class Steps
                {
                    public static Direction? Toward(World world, Trooper self, int goalX, int goalY)
                    {
                        Direction? best = null;
                        int bestDistance = Math.Abs(goalX - self.X) + Math.Abs(goalY - self.Y);
                        foreach (Direction direction in new[] {Direction.North, Direction.East, Direction.South, Direction.West})
                        {
                            int x = self.X + (direction == Direction.East ? 1 : direction == Direction.West ? -1 : 0);
                            int y = self.Y + (direction == Direction.South ? 1 : direction == Direction.North ? -1 : 0);
                            if (x < 0 || y < 0 || x >= world.Width || y >= world.Height
                                || world.Cells[x][y] != CellType.Free || Occupied(world, x, y))
                            {
                                continue;
                            }
                            int distance = Math.Abs(goalX - x) + Math.Abs(goalY - y);
                            if (distance < bestDistance)
                            {
                                best = direction;
                                bestDistance = distance;
                            }
                        }
                        return best;
                    }

                    private static bool Occupied(World world, int x, int y)
                    {
                        foreach (Trooper trooper in world.Troopers)
                        {
                            if (trooper.X == x && trooper.Y == y)
                            {
                                return true;
                            }
                        }
                        return false;
                    }
                }
            }
            """;

    /**
     * The Pascal strategy as the rules' Pascal example begins (seed 000 §3.3.5: its units, {@code me},
     * {@code var move}, {@code MOVE_ACTION}): shoots the weakest enemy in range, else steps toward the map's centre
     * through its helper unit.
     */
    public static final String PASCAL_STRATEGY = """
            unit MyStrategy;

            interface

            uses
                StrategyControl, TrooperControl, WorldControl, MoveControl, GameControl;

            type
                TMyStrategy = class (TStrategy)
                public
                    procedure Move(me: TTrooper; world: TWorld; game: TGame; var move: TMove); override;

                end;

            implementation

            uses
                Steps;

            procedure TMyStrategy.Move(me: TTrooper; world: TWorld; game: TGame; var move: TMove);
            var
                troopers: TTrooperArray;
                target: TTrooper;
                i: LongInt;
                step: TDirection;

            begin
                target := nil;
                troopers := world.GetTroopers();
                for i := 0 to High(troopers) do
                begin
                    if not troopers[i].IsTeammate() and world.IsVisible(me.GetShootingRange(), me.GetX(), me.GetY(),
                            me.GetStance(), troopers[i].GetX(), troopers[i].GetY(), troopers[i].GetStance())
                            and ((target = nil) or (troopers[i].GetHitpoints() < target.GetHitpoints())) then
                    begin
                        target := troopers[i];
                    end;
                end;
                if (target <> nil) and (me.GetActionPoints() >= me.GetShootCost()) then
                begin
                    move.SetAction(SHOOT);
                    move.SetX(target.GetX());
                    move.SetY(target.GetY());
                    Exit;
                end;
                if (me.GetStance() <> STANDING) or (me.GetActionPoints() < game.GetStandingMoveCost()) then
                begin
                    Exit;
                end;
                step := Toward(world, me, world.GetWidth() div 2, world.GetHeight() div 2);
                if step <> UNKNOWN_DIRECTION then
                begin
                    move.SetAction(MOVE_ACTION);
                    move.SetDirection(step);
                end;
            end;

            end.
            """;

    /** A helper unit next to MyStrategy.pas. */
    public static final String PASCAL_HELPER = """
            unit Steps;

            interface

            uses
                TrooperControl, WorldControl, MoveControl;

            function Toward(world: TWorld; me: TTrooper; goalX, goalY: LongInt): TDirection;

            implementation

            function Occupied(world: TWorld; x, y: LongInt): Boolean;
            var
                troopers: TTrooperArray;
                i: LongInt;

            begin
                result := false;
                troopers := world.GetTroopers();
                for i := 0 to High(troopers) do
                begin
                    if (troopers[i].GetX() = x) and (troopers[i].GetY() = y) then
                    begin
                        result := true;
                    end;
                end;
            end;

            function Toward(world: TWorld; me: TTrooper; goalX, goalY: LongInt): TDirection;
            var
                direction: TDirection;
                x, y, distance, bestDistance: LongInt;

            begin
                result := UNKNOWN_DIRECTION;
                bestDistance := Abs(goalX - me.GetX()) + Abs(goalY - me.GetY());
                for direction := NORTH to WEST do
                begin
                    x := me.GetX();
                    y := me.GetY();
                    case direction of
                        NORTH: Dec(y);
                        EAST: Inc(x);
                        SOUTH: Inc(y);
                        WEST: Dec(x);
                    end;
                    if (x < 0) or (y < 0) or (x >= world.GetWidth()) or (y >= world.GetHeight())
                            or (world.GetCells()[x][y] <> FREE) or Occupied(world, x, y) then
                    begin
                        Continue;
                    end;
                    distance := Abs(goalX - x) + Abs(goalY - y);
                    if distance < bestDistance then
                    begin
                        result := direction;
                        bestDistance := distance;
                    end;
                end;
            end;

            end.
            """;

    /** The Java strategy as one file, as the seed allows: the helper becomes a nested class. */
    public static final String JAVA_SINGLE_FILE = JAVA_STRATEGY.replace("public final class MyStrategy implements Strategy {",
            "public final class MyStrategy implements Strategy {\n" + JAVA_HELPER.replace("import model.*;", "")
                    .replace("final class Steps", "static final class Steps"));
}
