# cause: webgpu_codegen_no_64bit_types
# expect: only support f16 or f32
# capture: combined
# post: crlf
import numpy as np
import onnx
from onnx import helper, TensorProto
import tvm
from tvm.relax.frontend.onnx import from_onnx

# a preprocessing model exported from sklearn-onnx works in double precision
node = helper.make_node("Sub", ["x", "mean"], ["c"])
node2 = helper.make_node("Div", ["c", "std"], ["y"])
mean = helper.make_tensor("mean", TensorProto.DOUBLE, [8], np.zeros(8).tolist())
std = helper.make_tensor("std", TensorProto.DOUBLE, [8], np.ones(8).tolist())
graph = helper.make_graph([node, node2], "scaler",
                          [helper.make_tensor_value_info("x", TensorProto.DOUBLE, [16, 8])],
                          [helper.make_tensor_value_info("y", TensorProto.DOUBLE, [16, 8])], initializer=[mean, std])
mod = from_onnx(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]))
print(mod)
ex = tvm.compile(mod, target=tvm.target.Target("webgpu"))
