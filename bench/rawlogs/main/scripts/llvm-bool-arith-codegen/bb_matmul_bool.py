# cause: llvm-bool-arith-codegen
# expect: t\.MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: pytest-native
import tvm
from tvm import relax


def test_bb_matmul_bool():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 3), "bool"))
    y = relax.Var("y", relax.TensorType((3, 2), "bool"))
    with bb.function("main", [x, y]):
        with bb.dataflow():
            z = bb.emit_output(relax.op.matmul(x, y))
        bb.emit_func_output(z)
    mod = bb.get()

    print(mod.script())
    ex = tvm.compile(mod, target="llvm")
