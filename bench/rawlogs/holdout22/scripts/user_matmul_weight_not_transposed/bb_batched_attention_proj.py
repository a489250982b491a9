# cause: user_matmul_weight_not_transposed
# expect: Matmul requires the reduction length
# capture: pytest
import tvm
from tvm import relax


def main():
    bb = relax.BlockBuilder()
    h = relax.Var("h", relax.TensorType((2, 10, 96), "float32"))
    wq = relax.Var("wq", relax.TensorType((32, 96), "float32"))
    with bb.function("q_proj", [h, wq]):
        with bb.dataflow():
            q = bb.emit(relax.op.matmul(h, wq))
            out = bb.emit_output(q)
        bb.emit_func_output(out)
    tvm.compile(bb.get(), target="llvm")


def test_q_proj_builds():
    main()
