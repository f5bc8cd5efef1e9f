namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model
{
    /// <summary>The value is the stance's index: its height is the value plus one.</summary>
    public enum TrooperStance : int
    {
        Prone = 0,
        Kneeling = 1,
        Standing = 2
    }
}
