using System;
using Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model;

namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk
{
    /// <summary>
    /// A test strategy written against the 2013 C# model: it names every public constructor (with its parameter
    /// names, through named arguments), property, method and enum value of that model, so it compiles only against
    /// a pack that has them all, and it writes into the map, the reachability array and the unit arrays it is given,
    /// as 2013 strategies did. The 2013 getters returned copies, so none of that may reach the next call; when it
    /// does, the strategy throws and crashes. It only ever ends its turn.
    /// </summary>
    public sealed class MyStrategy : IStrategy
    {
        private long checksum;

        public void Move(Trooper self, World world, Game game, Move move)
        {
            Enums();
            Constants(game);
            foreach (Player player in world.Players)
            {
                Add(player.Id, player.Name.Length, player.Score, player.IsStrategyCrashed ? 1 : 0, player.ApproximateX,
                    player.ApproximateY);
            }
            foreach (Trooper trooper in world.Troopers)
            {
                Fields(trooper, self);
            }
            foreach (Bonus bonus in world.Bonuses)
            {
                Add(bonus.Id, bonus.X, bonus.Y, (int) bonus.Type, (long) bonus.GetDistanceTo(self),
                    (long) bonus.GetDistanceTo(0, 0));
            }
            Add(world.MoveIndex, world.Width, world.Height);

            Copies(self, world);
            Constructors(self, world, game);
            Moves(move);
        }

        /// <summary>Writes into everything the world hands out; a later call must see the world as it was.</summary>
        private static void Copies(Trooper self, World world)
        {
            int x = self.X;
            int y = self.Y;
            // a trooper stands on a free cell, and a cell is always reachable from itself
            CellType[][] marked = (CellType[][]) world.Cells.Clone(); // shallow, as a strategy marking cells did
            marked[x][y] = CellType.HighCover;
            Expect(world.Cells[x][y] == CellType.Free, "writing into Cells changed the world's map");
            Expect(world.Cells != world.Cells && world.Cells[0] != world.Cells[0], "Cells hands out the world's own array");

            int stances = Enum.GetValues(typeof(TrooperStance)).Length;
            int h = world.Height;
            int w = world.Width;
            int own = x * h * w * h * stances + y * w * h * stances + x * h * stances + y * stances;
            bool[] reachable = world.CellVisibilities;
            Expect(reachable.Length == w * h * w * h * stances, "CellVisibilities has " + reachable.Length + " entries");
            for (int stance = 0; stance < stances; stance++)
            {
                reachable[own + stance] = false;
            }
            Expect(world.CellVisibilities[own], "writing into CellVisibilities changed the world's matrix");
            Expect(world.IsVisible(1.0, x, y, self.Stance, x, y, TrooperStance.Prone),
                "writing into CellVisibilities changed IsVisible");

            Trooper[] troopers = world.Troopers;
            troopers[0] = null;
            Expect(world.Troopers[0] != null, "Troopers hands out the world's own array");
            Player[] players = world.Players;
            players[0] = null;
            Expect(world.Players[0] != null, "Players hands out the world's own array");
            Bonus[] bonuses = world.Bonuses;
            if (bonuses.Length > 0)
            {
                bonuses[0] = null;
                Expect(world.Bonuses[0] != null, "Bonuses hands out the world's own array");
            }
        }

        private static void Enums()
        {
            ActionType[] actions = {ActionType.EndTurn, ActionType.Move, ActionType.Shoot, ActionType.RaiseStance,
                ActionType.LowerStance, ActionType.ThrowGrenade, ActionType.UseMedikit, ActionType.EatFieldRation,
                ActionType.Heal, ActionType.RequestEnemyDisposition};
            BonusType[] bonusTypes = {BonusType.Grenade, BonusType.Medikit, BonusType.FieldRation};
            CellType[] cellTypes = {CellType.Free, CellType.LowCover, CellType.MediumCover, CellType.HighCover};
            Direction[] directions = {Direction.CurrentPoint, Direction.North, Direction.East, Direction.South,
                Direction.West};
            TrooperStance[] stances = {TrooperStance.Prone, TrooperStance.Kneeling, TrooperStance.Standing};
            TrooperType[] types = {TrooperType.Commander, TrooperType.FieldMedic, TrooperType.Soldier,
                TrooperType.Sniper, TrooperType.Scout};
            Expect(InOrder(actions) && InOrder(bonusTypes) && InOrder(cellTypes) && InOrder(directions)
                && InOrder(stances) && InOrder(types), "an enum value has another number than 2013's");
            Expect(Enum.GetValues(typeof(ActionType)).Length == actions.Length
                && Enum.GetValues(typeof(BonusType)).Length == bonusTypes.Length
                && Enum.GetValues(typeof(CellType)).Length == cellTypes.Length
                && Enum.GetValues(typeof(Direction)).Length == directions.Length
                && Enum.GetValues(typeof(TrooperStance)).Length == stances.Length
                && Enum.GetValues(typeof(TrooperType)).Length == types.Length, "an enum has other values than 2013's");
        }

        private static bool InOrder<T>(T[] values)
        {
            for (int i = 0; i < values.Length; i++)
            {
                if (Convert.ToInt32(values[i]) != i)
                {
                    return false;
                }
            }
            return true;
        }

        private void Constants(Game g)
        {
            Add(g.MoveCount, g.LastPlayerEliminationScore, g.PlayerEliminationScore, g.TrooperEliminationScore,
                (long) g.TrooperDamageScoreFactor, g.StanceChangeCost, g.StandingMoveCost, g.KneelingMoveCost,
                g.ProneMoveCost, g.CommanderAuraBonusActionPoints, (long) g.CommanderAuraRange,
                g.CommanderRequestEnemyDispositionCost, g.CommanderRequestEnemyDispositionMaxOffset,
                g.FieldMedicHealCost, g.FieldMedicHealBonusHitpoints, g.FieldMedicHealSelfBonusHitpoints,
                (long) g.SniperStandingStealthBonus, (long) g.SniperKneelingStealthBonus,
                (long) g.SniperProneStealthBonus, (long) g.SniperStandingShootingRangeBonus,
                (long) g.SniperKneelingShootingRangeBonus, (long) g.SniperProneShootingRangeBonus,
                (long) g.ScoutStealthBonusNegation, g.GrenadeThrowCost, (long) g.GrenadeThrowRange,
                g.GrenadeDirectDamage, g.GrenadeCollateralDamage, g.MedikitUseCost, g.MedikitBonusHitpoints,
                g.MedikitHealSelfBonusHitpoints, g.FieldRationEatCost, g.FieldRationBonusActionPoints);
        }

        private void Fields(Trooper t, Unit other)
        {
            Add(t.Id, t.X, t.Y, t.PlayerId, t.TeammateIndex, t.IsTeammate ? 1 : 0, (int) t.Type, (int) t.Stance,
                t.Hitpoints, t.MaximalHitpoints, t.ActionPoints, t.InitialActionPoints, (long) t.VisionRange,
                (long) t.ShootingRange, t.ShootCost, t.StandingDamage, t.KneelingDamage, t.ProneDamage, t.Damage,
                t.GetDamage(TrooperStance.Kneeling), t.IsHoldingGrenade ? 1 : 0, t.IsHoldingMedikit ? 1 : 0,
                t.IsHoldingFieldRation ? 1 : 0, (long) t.GetDistanceTo(other), (long) t.GetDistanceTo(1, 1));
        }

        /// <summary>Every public constructor of the 2013 model, with 2013's parameter names.</summary>
        private static void Constructors(Trooper self, World world, Game game)
        {
            Trooper copy = new Trooper(id: self.Id, x: self.X, y: self.Y, playerId: self.PlayerId,
                teammateIndex: self.TeammateIndex, isTeammate: self.IsTeammate, type: self.Type,
                stance: TrooperStance.Prone, hitpoints: self.Hitpoints, maximalHitpoints: self.MaximalHitpoints,
                actionPoints: self.ActionPoints, initialActionPoints: self.InitialActionPoints,
                visionRange: self.VisionRange, shootingRange: self.ShootingRange, shootCost: self.ShootCost,
                standingDamage: self.StandingDamage, kneelingDamage: self.KneelingDamage,
                proneDamage: self.ProneDamage, damage: self.ProneDamage, isHoldingGrenade: self.IsHoldingGrenade,
                isHoldingMedikit: self.IsHoldingMedikit, isHoldingFieldRation: self.IsHoldingFieldRation);
            Bonus bonus = new Bonus(id: 99, x: 0, y: 0, type: BonusType.Medikit);
            Player player = new Player(id: 7, name: "copy", score: 0, isStrategyCrashed: false, approximateX: -1,
                approximateY: -1);
            CellType[][] cells = world.Cells;
            World simulated = new World(moveIndex: world.MoveIndex, width: world.Width, height: world.Height,
                players: new[] {player}, troopers: new[] {copy}, bonuses: new[] {bonus}, cells: cells,
                cellVisibilities: world.CellVisibilities);
            cells[self.X][self.Y] = CellType.HighCover;
            Expect(simulated.Cells[self.X][self.Y] == CellType.Free, "a World built by the strategy shares the map it was given");
            PlayerContext context = new PlayerContext(trooper: copy, world: simulated);
            Game sameRules = new Game(moveCount: game.MoveCount,
                lastPlayerEliminationScore: game.LastPlayerEliminationScore,
                playerEliminationScore: game.PlayerEliminationScore,
                trooperEliminationScore: game.TrooperEliminationScore,
                trooperDamageScoreFactor: game.TrooperDamageScoreFactor, stanceChangeCost: game.StanceChangeCost,
                standingMoveCost: game.StandingMoveCost, kneelingMoveCost: game.KneelingMoveCost,
                proneMoveCost: game.ProneMoveCost, commanderAuraBonusActionPoints: game.CommanderAuraBonusActionPoints,
                commanderAuraRange: game.CommanderAuraRange,
                commanderRequestEnemyDispositionCost: game.CommanderRequestEnemyDispositionCost,
                commanderRequestEnemyDispositionMaxOffset: game.CommanderRequestEnemyDispositionMaxOffset,
                fieldMedicHealCost: game.FieldMedicHealCost,
                fieldMedicHealBonusHitpoints: game.FieldMedicHealBonusHitpoints,
                fieldMedicHealSelfBonusHitpoints: game.FieldMedicHealSelfBonusHitpoints,
                sniperStandingStealthBonus: game.SniperStandingStealthBonus,
                sniperKneelingStealthBonus: game.SniperKneelingStealthBonus,
                sniperProneStealthBonus: game.SniperProneStealthBonus,
                sniperStandingShootingRangeBonus: game.SniperStandingShootingRangeBonus,
                sniperKneelingShootingRangeBonus: game.SniperKneelingShootingRangeBonus,
                sniperProneShootingRangeBonus: game.SniperProneShootingRangeBonus,
                scoutStealthBonusNegation: game.ScoutStealthBonusNegation, grenadeThrowCost: game.GrenadeThrowCost,
                grenadeThrowRange: game.GrenadeThrowRange, grenadeDirectDamage: game.GrenadeDirectDamage,
                grenadeCollateralDamage: game.GrenadeCollateralDamage, medikitUseCost: game.MedikitUseCost,
                medikitBonusHitpoints: game.MedikitBonusHitpoints,
                medikitHealSelfBonusHitpoints: game.MedikitHealSelfBonusHitpoints,
                fieldRationEatCost: game.FieldRationEatCost,
                fieldRationBonusActionPoints: game.FieldRationBonusActionPoints);
            Expect(context.Trooper.Damage == self.ProneDamage && context.World.Troopers.Length == 1
                && sameRules.MoveCount == game.MoveCount, "a model object built by the strategy reads back otherwise");
        }

        /// <summary>Move's properties, then the default answer: EndTurn.</summary>
        private static void Moves(Move move)
        {
            Expect(move.Action == ActionType.EndTurn && move.Direction == null && move.X == -1 && move.Y == -1,
                "a fresh Move is not EndTurn, no direction, (-1, -1)");
            move.Action = ActionType.Move;
            move.Direction = Direction.North;
            move.X = 1;
            move.Y = 2;
            Expect(move.Action == ActionType.Move && move.Direction == Direction.North && move.X == 1 && move.Y == 2,
                "Move's setters");
            move.Action = ActionType.EndTurn;
            move.Direction = null;
            move.X = -1;
            move.Y = -1;
        }

        private void Add(params long[] values)
        {
            foreach (long value in values)
            {
                checksum = checksum * 31 + value;
            }
        }

        private static void Expect(bool condition, string problem)
        {
            if (!condition)
            {
                throw new InvalidOperationException(problem);
            }
        }
    }
}
