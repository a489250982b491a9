# cause: squeeze_no_axes_symbolic_dims
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-short
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_squeeze_dyn_leading():
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["a", 3, 1])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    model = helper.make_model(helper.make_graph([helper.make_node("Squeeze", ["x"], ["y"])], "sq", [x], [y]),
                              opset_imports=[helper.make_opsetid("", 13)])
    mod = from_onnx(model)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    print(vm["main"](tvm.runtime.tensor(np.zeros((2, 3, 1), "float32"))).numpy().shape)
