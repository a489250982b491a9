# cause: pool_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



def test_gap():
    bb = relax.BlockBuilder()
    x = relax.Var("feat", relax.TensorType((2, 32, 7, 7), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            g = bb.emit(relax.op.nn.adaptive_avg_pool2d(x, output_size=(1, 1), out_layout="NHWC"))
            o = bb.emit_output(g)
        bb.emit_func_output(o)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    vm["main"](tvm.runtime.tensor(np.ones((2, 32, 7, 7), "float32")))
