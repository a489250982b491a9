# cause: relax_build_dict_target
# expect: not iterable
# capture: notebook
# %%
import numpy as np
import onnx
from onnx import helper, TensorProto
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# %%
x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 64])
y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [4, 32])
w = helper.make_tensor("w", TensorProto.FLOAT, [64, 32], np.random.RandomState(0).rand(64, 32).astype("float32").ravel())
graph = helper.make_graph([helper.make_node("MatMul", ["x", "w"], ["h"]),
                           helper.make_node("Relu", ["h"], ["y"])], "tiny", [x], [y], [w])
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
mod = from_onnx(model)
mod.show()

# %%
ex = tvm.compile(mod, target={"kind": "llvm", "num-cores": 2})
