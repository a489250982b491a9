# cause: relax_build_dict_target_not_converted
# expect: argument of type 'builtin_function_or_method' is not iterable
# capture: notebook
# %%
import numpy as np
import onnx
from onnx import helper, TensorProto
import tvm
from tvm.relax.frontend.onnx import from_onnx
# %%
node_mm = helper.make_node("MatMul", ["x", "w"], ["h"])
node_act = helper.make_node("Sigmoid", ["h"], ["y"])
w = helper.make_tensor("w", TensorProto.FLOAT, [16, 4], np.random.rand(16, 4).astype("float32").flatten().tolist())
graph = helper.make_graph([node_mm, node_act], "clf",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 16])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 4])], initializer=[w])
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
mod = from_onnx(model)
# %%
wasm = {"kind": "llvm", "mtriple": "wasm32-unknown-unknown-wasm"}
ex = tvm.compile(mod, target=wasm)
