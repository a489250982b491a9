# cause: reshape_runtime_shape_tensor
# expect: Reshape requires the input new shape to be Shape\. However, the given one is relax\.TensorType
# capture: stderr
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3])
s = helper.make_tensor_value_info("new_shape", TensorProto.INT64, [2])
y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
model = helper.make_model(helper.make_graph([helper.make_node("Reshape", ["x", "new_shape"], ["y"])], "reshape", [x, s], [y]),
                          opset_imports=[helper.make_opsetid("", 14)])
mod = from_onnx(model)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((2, 3), "float32")), tvm.runtime.tensor(np.array([3, 2]))).numpy())
