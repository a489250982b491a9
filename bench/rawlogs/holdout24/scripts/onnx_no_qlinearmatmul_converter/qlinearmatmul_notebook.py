# cause: onnx_no_qlinearmatmul_converter
# expect: not supported for frontend ONNX: QLinearMatMul
# capture: notebook
# %%
import numpy as np
from onnx import TensorProto as T, helper
import tvm
from tvm.relax.frontend.onnx import from_onnx

# %%
def qparams(prefix, s, z, zt):
    return [helper.make_tensor(prefix + "_s", T.FLOAT, [], [s]), helper.make_tensor(prefix + "_z", zt, [], [z])]

inits = qparams("a", 0.1, 0, T.INT8) + qparams("b", 0.1, 0, T.INT8) + qparams("y", 0.5, 0, T.INT8)
node = helper.make_node("QLinearMatMul", ["a", "a_s", "a_z", "b", "b_s", "b_z", "y_s", "y_z"], ["y"])
graph = helper.make_graph([node], "attn_scores",
                          [helper.make_tensor_value_info("a", T.INT8, [4, 8, 16]),
                           helper.make_tensor_value_info("b", T.INT8, [4, 16, 8])],
                          [helper.make_tensor_value_info("y", T.INT8, [4, 8, 8])], initializer=inits)
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])

# %%
mod = from_onnx(model)
mod.show()
