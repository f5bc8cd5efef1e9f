using Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model;

namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk
{
    /// <summary>Called for the trooper whose turn it is, while it has action points; fill the move.</summary>
    public interface IStrategy
    {
        void Move(Trooper self, World world, Game game, Move move);
    }
}
