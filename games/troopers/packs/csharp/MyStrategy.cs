using System;
using System.Collections.Generic;
using Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model;

namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk
{
    /// <summary>
    /// Your strategy (one object per trooper of your squad). This example shoots the weakest enemy it can hit;
    /// otherwise it walks, around cover, toward the nearest enemy in sight or else toward where enemy squads start
    /// (the map is symmetric, so they start at the mirror images of this trooper's own start). An action the rules
    /// forbid (too few action points, a target out of range) crashes the strategy, so every action is checked first.
    /// </summary>
    public sealed class MyStrategy : IStrategy
    {
        private static readonly Direction[] Steps = {Direction.North, Direction.East, Direction.South, Direction.West};

        private readonly List<int[]> suspects = new List<int[]>();
        private bool started;

        public void Move(Trooper self, World world, Game game, Move move)
        {
            if (!started)
            {
                started = true;
                int w = world.Width - 1;
                int h = world.Height - 1;
                suspects.Add(new[] {w - self.X, self.Y});
                suspects.Add(new[] {self.X, h - self.Y});
                suspects.Add(new[] {w - self.X, h - self.Y});
            }
            suspects.RemoveAll(s => self.GetDistanceTo(s[0], s[1]) <= 3);

            Trooper target = null;
            Trooper nearest = null;
            foreach (Trooper trooper in world.Troopers)
            {
                if (trooper.IsTeammate)
                {
                    continue;
                }
                if (nearest == null || self.GetDistanceTo(trooper) < self.GetDistanceTo(nearest))
                {
                    nearest = trooper;
                }
                bool inReach = world.IsVisible(self.ShootingRange, self.X, self.Y, self.Stance,
                    trooper.X, trooper.Y, trooper.Stance);
                if (inReach && (target == null || trooper.Hitpoints < target.Hitpoints))
                {
                    target = trooper;
                }
            }
            if (target != null)
            {
                if (self.ActionPoints >= self.ShootCost)
                {
                    move.Action = ActionType.Shoot;
                    move.X = target.X;
                    move.Y = target.Y;
                }
                return; // END_TURN, the default action, when the points left do not pay for a shot
            }
            if (self.ActionPoints < MoveCost(self.Stance, game))
            {
                return;
            }

            int[] goal = nearest != null ? new[] {nearest.X, nearest.Y} : Closest(self, world);
            Direction? step = StepToward(self, world, goal[0], goal[1]);
            if (step.HasValue)
            {
                move.Action = ActionType.Move;
                move.Direction = step;
            }
        }

        /// <summary>The nearest start of a squad not yet visited, else the middle of the map.</summary>
        private int[] Closest(Trooper self, World world)
        {
            int[] best = null;
            foreach (int[] s in suspects)
            {
                if (best == null || self.GetDistanceTo(s[0], s[1]) < self.GetDistanceTo(best[0], best[1]))
                {
                    best = s;
                }
            }
            return best ?? new[] {world.Width / 2, world.Height / 2};
        }

        private static int MoveCost(TrooperStance stance, Game game)
        {
            switch (stance)
            {
                case TrooperStance.Prone:
                    return game.ProneMoveCost;
                case TrooperStance.Kneeling:
                    return game.KneelingMoveCost;
                default:
                    return game.StandingMoveCost;
            }
        }

        /// <summary>The first step of a shortest walk to (goalX, goalY) over free cells no trooper stands on, or null.</summary>
        private static Direction? StepToward(Trooper self, World world, int goalX, int goalY)
        {
            CellType[][] cells = world.Cells;
            bool[,] occupied = new bool[world.Width, world.Height];
            foreach (Trooper trooper in world.Troopers)
            {
                occupied[trooper.X, trooper.Y] = true;
            }
            // distances to the goal, found from the goal outward; the goal itself may hold the enemy walked to
            int[,] distance = new int[world.Width, world.Height];
            for (int x = 0; x < world.Width; x++)
            {
                for (int y = 0; y < world.Height; y++)
                {
                    distance[x, y] = -1;
                }
            }
            Queue<int[]> queue = new Queue<int[]>();
            distance[goalX, goalY] = 0;
            queue.Enqueue(new[] {goalX, goalY});
            while (queue.Count > 0)
            {
                int[] cell = queue.Dequeue();
                foreach (Direction d in Steps)
                {
                    int x = cell[0] + OffsetX(d);
                    int y = cell[1] + OffsetY(d);
                    bool walkable = x >= 0 && y >= 0 && x < world.Width && y < world.Height
                        && cells[x][y] == CellType.Free && (!occupied[x, y] || (x == self.X && y == self.Y));
                    if (walkable && distance[x, y] < 0)
                    {
                        distance[x, y] = distance[cell[0], cell[1]] + 1;
                        queue.Enqueue(new[] {x, y});
                    }
                }
            }
            Direction? best = null;
            int bestDistance = distance[self.X, self.Y];
            foreach (Direction d in Steps)
            {
                int x = self.X + OffsetX(d);
                int y = self.Y + OffsetY(d);
                bool free = x >= 0 && y >= 0 && x < world.Width && y < world.Height && !occupied[x, y];
                if (free && distance[x, y] >= 0 && distance[x, y] < bestDistance)
                {
                    best = d;
                    bestDistance = distance[x, y];
                }
            }
            return best;
        }

        private static int OffsetX(Direction direction)
        {
            return direction == Direction.East ? 1 : direction == Direction.West ? -1 : 0;
        }

        private static int OffsetY(Direction direction)
        {
            return direction == Direction.South ? 1 : direction == Direction.North ? -1 : 0;
        }
    }
}
