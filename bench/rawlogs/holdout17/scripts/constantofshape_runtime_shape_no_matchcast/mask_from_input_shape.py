# cause: constantofshape_runtime_shape_no_matchcast
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: stderr
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# ConstantOfShape driven by a runtime shape tensor (e.g. a padding-mask builder)
node = helper.make_node("ConstantOfShape", ["shape"], ["mask"],
                        value=helper.make_tensor("v", TensorProto.INT32, [1], [1]))
graph = helper.make_graph([node], "mask_builder",
                          [helper.make_tensor_value_info("shape", TensorProto.INT64, [2])],
                          [helper.make_tensor_value_info("mask", TensorProto.INT32, None)])
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
mod = from_onnx(model)
print(mod)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(np.array([2, 5], dtype="int64")))
print(out.numpy())
