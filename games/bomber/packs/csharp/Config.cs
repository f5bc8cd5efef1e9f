using System;

namespace ClassLibrary_CGC
{
    /// <summary>
    /// The game's numbers, as the rules name them. The runner sets them from the game's init message before your
    /// first tick; the values below are the defaults.
    /// </summary>
    [Serializable]
    public class Config
    {
        /// <summary>The number of ticks the game lasts at most.</summary>
        public static int gameTicksMax = 300;

        /// <summary>Every bomber's BangRadius at the start.</summary>
        public static int bang_start_radius = 1;

        /// <summary>Every bomber's BombsCount at the start.</summary>
        public static int player_bombs_count_start = 1;

        /// <summary>The number of ticks lava burns, the tick of the explosion included.</summary>
        public static int lava_livetime = 2;

        /// <summary>A bomb placed during tick t explodes during tick t + bomb_live_time.</summary>
        public static int bomb_live_time = 3;

        public static int player_kill_points = 20;

        /// <summary>Points for each survivor when several bombers survive.</summary>
        public static int player_survive_points = 20;

        /// <summary>Points per building destroyed.</summary>
        public static int player_cell_destroy_points = 1;

        /// <summary>Points for the only survivor.</summary>
        public static int player_win_points = 40;

        /// <summary>Points per bonus picked up.</summary>
        public static int player_bonus_find_points = 4;

        /// <summary>Milliseconds your Play has to answer (the 2018 library's name).</summary>
        public static int wait_time = 1000;

        /// <summary>Your memory budget in megabytes (the 2018 library's name).</summary>
        public static int client_program_memory_quote = 64;
    }
}
