# cause: pool_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest
import tvm
from tvm import relax, tirx

def test_pool_int8():
    d = tirx.Var("d", "int64")
    x = relax.Var("x", relax.TensorType([d, 2, 8, 8], "int8"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.max_pool2d(x, pool_size=(2, 2), dilation=(2, 2), layout="NCHW", out_layout="NHWC"))
        bb.emit_func_output(y)
    tvm.compile(bb.get(), target="llvm")
