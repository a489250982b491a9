# cause: numpy_float64_default
# expect: expect Tensor with dtype float32 but get float64
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax


def build_gelu_module():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 4), "float32"))
    with bb.function("gelu", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.gelu(x))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


def test_gelu_stateful_api():
    ex = tvm.compile(build_gelu_module(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    data = np.linspace(-3.0, 3.0, 12).reshape(3, 4)
    vm.set_input("gelu", data)
    vm.invoke_stateful("gelu")
    out = vm.get_outputs("gelu").numpy()
    assert out.shape == (3, 4)
    assert out[0, 0] < 0.0 < out[2, 3]
