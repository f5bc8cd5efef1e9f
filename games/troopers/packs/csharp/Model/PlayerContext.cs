namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model
{
    /// <summary>One PLAYER_CONTEXT message: the trooper to act and the world its player sees.</summary>
    public sealed class PlayerContext
    {
        public PlayerContext(Trooper trooper, World world)
        {
            Trooper = trooper;
            World = world;
        }

        public Trooper Trooper { get; }

        public World World { get; }
    }
}
