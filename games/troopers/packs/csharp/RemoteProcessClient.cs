using System;
using System.IO;
using System.Net.Sockets;
using System.Text;
using Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model;

namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk
{
    /// <summary>
    /// The 2013 binary protocol, version 2: every value little-endian, enums as one signed byte (-1 for null),
    /// strings as an int length and UTF-8 bytes, arrays as an int count and a presence flag per element. The map
    /// and the reachability matrix come only with the first PLAYER_CONTEXT and are kept for the later ones.
    /// </summary>
    public sealed class RemoteProcessClient
    {
        private const int ProtocolVersion = 2;
        private const int BufferSize = 1 << 20;

        private const sbyte GameOver = 1;
        private const sbyte AuthenticationToken = 2;
        private const sbyte TeamSize = 3;
        private const sbyte ProtocolVersionMessage = 4;
        private const sbyte GameContext = 5;
        private const sbyte PlayerContextMessage = 6;
        private const sbyte MoveMessage = 7;

        private readonly TcpClient client;
        private readonly BinaryReader reader;
        private readonly BinaryWriter writer;

        private CellType[][] cells;
        private bool[] cellVisibilities;

        public RemoteProcessClient(string host, int port)
        {
            client = new TcpClient(host, port)
            {
                NoDelay = true, SendBufferSize = BufferSize, ReceiveBufferSize = BufferSize
            };
            NetworkStream stream = client.GetStream();
            // buffered both ways: a message leaves in one write, and the 1 MB matrix is not read byte by byte
            reader = new BinaryReader(new BufferedStream(stream, BufferSize), Encoding.UTF8);
            writer = new BinaryWriter(new BufferedStream(stream, BufferSize), Encoding.UTF8);
        }

        public void WriteToken(string token)
        {
            writer.Write(AuthenticationToken);
            WriteString(token);
            writer.Flush();
        }

        public int ReadTeamSize()
        {
            Expect(TeamSize);
            return reader.ReadInt32();
        }

        public void WriteProtocolVersion()
        {
            writer.Write(ProtocolVersionMessage);
            writer.Write(ProtocolVersion);
            writer.Flush();
        }

        public Game readGameContext()
        {
            Expect(GameContext);
            if (!ReadBoolean())
            {
                return null;
            }
            return new Game(ReadInt(), ReadInt(), ReadInt(), ReadInt(), ReadDouble(), ReadInt(), ReadInt(), ReadInt(),
                ReadInt(), ReadInt(), ReadDouble(), ReadInt(), ReadInt(), ReadInt(), ReadInt(), ReadInt(),
                ReadDouble(), ReadDouble(), ReadDouble(), ReadDouble(), ReadDouble(), ReadDouble(), ReadDouble(),
                ReadInt(), ReadDouble(), ReadInt(), ReadInt(), ReadInt(), ReadInt(), ReadInt(), ReadInt(), ReadInt());
        }

        /// <summary>The next trooper to move and its world, or null when the game is over.</summary>
        public PlayerContext ReadPlayerContext()
        {
            sbyte type = reader.ReadSByte();
            if (type == GameOver)
            {
                return null;
            }
            if (type != PlayerContextMessage)
            {
                throw new IOException("unexpected message " + type + " instead of PLAYER_CONTEXT");
            }
            if (!ReadBoolean())
            {
                return null;
            }
            Trooper trooper = ReadTrooper();
            return new PlayerContext(trooper, ReadWorld());
        }

        public void WriteMove(Move move)
        {
            writer.Write(MoveMessage);
            if (move == null)
            {
                WriteBoolean(false);
            }
            else
            {
                WriteBoolean(true);
                writer.Write((sbyte) move.Action);
                writer.Write(move.Direction.HasValue ? (sbyte) move.Direction.Value : (sbyte) -1);
                writer.Write(move.X);
                writer.Write(move.Y);
            }
            writer.Flush();
        }

        public void Close()
        {
            client.Close();
        }

        private World ReadWorld()
        {
            if (!ReadBoolean())
            {
                return null;
            }
            int moveIndex = ReadInt();
            int width = ReadInt();
            int height = ReadInt();
            Player[] players = new Player[Math.Max(0, ReadInt())];
            for (int i = 0; i < players.Length; i++)
            {
                players[i] = ReadBoolean()
                    ? new Player(ReadLong(), ReadString(), ReadInt(), ReadBoolean(), ReadInt(), ReadInt())
                    : null;
            }
            Trooper[] troopers = new Trooper[Math.Max(0, ReadInt())];
            for (int i = 0; i < troopers.Length; i++)
            {
                troopers[i] = ReadTrooper();
            }
            Bonus[] bonuses = new Bonus[Math.Max(0, ReadInt())];
            for (int i = 0; i < bonuses.Length; i++)
            {
                bonuses[i] = ReadBoolean() ? new Bonus(ReadLong(), ReadInt(), ReadInt(), (BonusType) ReadEnum()) : null;
            }
            if (cells == null)
            {
                cells = ReadCells();
                cellVisibilities = ReadCellVisibilities();
            }
            return new World(moveIndex, width, height, players, troopers, bonuses, cells, cellVisibilities);
        }

        private Trooper ReadTrooper()
        {
            if (!ReadBoolean())
            {
                return null;
            }
            return new Trooper(ReadLong(), ReadInt(), ReadInt(), ReadLong(), ReadInt(), ReadBoolean(),
                (TrooperType) ReadEnum(), (TrooperStance) ReadEnum(), ReadInt(), ReadInt(), ReadInt(), ReadInt(),
                ReadDouble(), ReadDouble(), ReadInt(), ReadInt(), ReadInt(), ReadInt(), ReadInt(),
                ReadBoolean(), ReadBoolean(), ReadBoolean());
        }

        private CellType[][] ReadCells()
        {
            CellType[][] result = new CellType[ReadInt()][];
            for (int x = 0; x < result.Length; x++)
            {
                result[x] = new CellType[ReadInt()];
                for (int y = 0; y < result[x].Length; y++)
                {
                    result[x][y] = (CellType) ReadEnum();
                }
            }
            return result;
        }

        private bool[] ReadCellVisibilities()
        {
            int width = ReadInt();
            int height = ReadInt();
            int stances = ReadInt();
            byte[] bytes = ReadBytes(width * height * width * height * stances);
            bool[] result = new bool[bytes.Length];
            for (int i = 0; i < bytes.Length; i++)
            {
                result[i] = bytes[i] != 0;
            }
            return result;
        }

        private void Expect(sbyte type)
        {
            sbyte actual = reader.ReadSByte();
            if (actual != type)
            {
                throw new IOException("unexpected message " + actual + " instead of " + type);
            }
        }

        private sbyte ReadEnum()
        {
            return reader.ReadSByte();
        }

        private string ReadString()
        {
            int length = ReadInt();
            return length < 0 ? null : Encoding.UTF8.GetString(ReadBytes(length));
        }

        private bool ReadBoolean()
        {
            return reader.ReadSByte() != 0;
        }

        private int ReadInt()
        {
            return reader.ReadInt32();
        }

        private long ReadLong()
        {
            return reader.ReadInt64();
        }

        private double ReadDouble()
        {
            return reader.ReadDouble();
        }

        private byte[] ReadBytes(int count)
        {
            byte[] bytes = reader.ReadBytes(count);
            if (bytes.Length != count)
            {
                throw new EndOfStreamException("the server closed the connection");
            }
            return bytes;
        }

        private void WriteString(string value)
        {
            byte[] bytes = Encoding.UTF8.GetBytes(value);
            writer.Write(bytes.Length);
            writer.Write(bytes);
        }

        private void WriteBoolean(bool value)
        {
            writer.Write((sbyte) (value ? 1 : 0));
        }
    }
}
