# cause: reducel2_integer_input
# expect: requires the input tensor to have float dtype
# capture: pytest-native
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_l2_int64_v18_axes_input():
    axes = numpy_helper.from_array(np.array([-1], dtype=np.int64), "axes")
    node = helper.make_node("ReduceL2", ["counts", "axes"], ["norm"], keepdims=1)
    g = helper.make_graph([node], "l2_v18", [helper.make_tensor_value_info("counts", TensorProto.INT64, [2, 5])],
                          [helper.make_tensor_value_info("norm", TensorProto.INT64, [2, 1])], [axes])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    mod = from_onnx(model)
    ex = tvm.compile(mod, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    c = np.arange(10, dtype=np.int64).reshape(2, 5)
    print(vm["main"](tvm.runtime.tensor(c)).numpy(), np.floor(np.sqrt((c * c).sum(-1, keepdims=True))))
