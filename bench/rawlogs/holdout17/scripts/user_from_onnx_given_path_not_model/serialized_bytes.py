# cause: user_from_onnx_given_path_not_model
# expect: '(str|PosixPath|bytes)' object has no attribute 'ir_version'
# capture: notebook
# %%
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# %%
g = helper.make_graph([helper.make_node("Softmax", ["x"], ["y"], axis=-1)], "sm",
                      [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 5])],
                      [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 5])])
blob = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)]).SerializeToString()
print(f"received {len(blob)} bytes from the model server")
mod = from_onnx(blob, opset=13)
ex = tvm.compile(mod, target="llvm")
