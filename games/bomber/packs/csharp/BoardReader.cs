using System.Collections.Generic;
using ClassLibrary_CGC;

namespace BomberPack
{
    /// <summary>The engine's JSON (init's config, tick's board) turned into the 2018 objects.</summary>
    public static class BoardReader
    {
        /// <summary>Sets the static Config from the init message's "config".</summary>
        public static void ReadConfig(Dictionary<string, object> config)
        {
            Config.gameTicksMax = Json.Int(config, "gameTicksMax", Config.gameTicksMax);
            Config.bang_start_radius = Json.Int(config, "bangStartRadius", Config.bang_start_radius);
            Config.player_bombs_count_start = Json.Int(config, "playerBombsCountStart", Config.player_bombs_count_start);
            Config.lava_livetime = Json.Int(config, "lavaLivetime", Config.lava_livetime);
            Config.bomb_live_time = Json.Int(config, "bombLiveTime", Config.bomb_live_time);
            Config.player_kill_points = Json.Int(config, "playerKillPoints", Config.player_kill_points);
            Config.player_survive_points = Json.Int(config, "playerSurvivePoints", Config.player_survive_points);
            Config.player_cell_destroy_points = Json.Int(config, "playerCellDestroyPoints", Config.player_cell_destroy_points);
            Config.player_win_points = Json.Int(config, "playerWinPoints", Config.player_win_points);
            Config.player_bonus_find_points = Json.Int(config, "playerBonusFindPoints", Config.player_bonus_find_points);
            Config.wait_time = Json.Int(config, "answerTimeLimitMs", Config.wait_time);
            Config.client_program_memory_quote = Json.Int(config, "memoryLimitMb", Config.client_program_memory_quote);
        }

        /// <summary>The tick message's "board": cells are rows of '.', '+' and '#'.</summary>
        public static GameBoard ReadBoard(Dictionary<string, object> json)
        {
            GameBoard gb = new GameBoard(Json.Int(json, "width", 0), Json.Int(json, "height", 0));
            gb.Tick = Json.Int(json, "tick", 0);
            List<object> rows = Json.List(json["cells"]);
            for (int y = 0; y < gb.H; y++)
            {
                string row = (string)rows[y];
                for (int x = 0; x < gb.W; x++)
                {
                    gb.Cells[x, y].Type = CellOf(row[x]);
                }
            }
            foreach (object item in Json.List(json["players"]))
            {
                gb.Players.Add(ReadPlayer(Json.Map(item)));
            }
            foreach (object item in Json.List(json["bombs"]))
            {
                Dictionary<string, object> j = Json.Map(item);
                gb.Bombs.Add(new Bomb
                {
                    X = Json.Int(j, "x", 0),
                    Y = Json.Int(j, "y", 0),
                    PlayerID = Json.Int(j, "owner", 0).ToString(),
                    Bang_radius = Json.Int(j, "bangRadius", 1),
                    LiveTime = Json.Int(j, "liveTime", 1)
                });
            }
            foreach (object item in Json.List(json["bonuses"]))
            {
                Dictionary<string, object> j = Json.Map(item);
                gb.Bonuses.Add(new Bonus
                {
                    X = Json.Int(j, "x", 0),
                    Y = Json.Int(j, "y", 0),
                    Type = Json.Text(j, "type", "") == "AMMUNITION" ? BonusType.Ammunition : BonusType.Radius,
                    Visible = true
                });
            }
            foreach (object item in Json.List(json["lavas"]))
            {
                Dictionary<string, object> j = Json.Map(item);
                gb.Lavas.Add(new Lava
                {
                    X = Json.Int(j, "x", 0),
                    Y = Json.Int(j, "y", 0),
                    PlayerID = Json.Int(j, "owner", 0).ToString(),
                    LiveTime = Json.Int(j, "liveTime", 1)
                });
            }
            gb.UpdateXYinfo();
            return gb;
        }

        private static Player ReadPlayer(Dictionary<string, object> j)
        {
            return new Player
            {
                ID = Json.Int(j, "id", 0).ToString(),
                Name = Json.Text(j, "name", ""),
                X = Json.Int(j, "x", 0),
                Y = Json.Int(j, "y", 0),
                Health = Json.Int(j, "health", 0),
                Points = Json.Int(j, "points", 0),
                BombsCount = Json.Int(j, "bombsCount", 0),
                BangRadius = Json.Int(j, "bangRadius", 1),
                ACTION = ActionOf(Json.Text(j, "action", "WAIT"))
            };
        }

        private static CellType CellOf(char c)
        {
            return c == '+' ? CellType.Destructible : c == '#' ? CellType.Indestructible : CellType.Free;
        }

        /// <summary>The wire's action names and the enum's values.</summary>
        private static readonly string[] Names = { "WAIT", "BOMB", "LEFT", "UP", "RIGHT", "DOWN" };

        public static PlayerAction ActionOf(string name)
        {
            int index = System.Array.IndexOf(Names, name);
            return index < 0 ? PlayerAction.Wait : (PlayerAction)index;
        }

        /// <summary>The wire's name of an action; null for a number that is no PlayerAction.</summary>
        public static string NameOf(PlayerAction action)
        {
            int index = (int)action;
            return index >= 0 && index < Names.Length ? Names[index] : null;
        }
    }
}
