# cause: elu_hardcoded_fp32_constant
# expect: Binary operators must have the same datatype for both operands
# capture: notebook
# env: TVM_BACKTRACE=1
# %%
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# %%
node = helper.make_node("Elu", ["inp"], ["out"], alpha=0.3)
g = helper.make_graph([node], "elu64",
                      [helper.make_tensor_value_info("inp", TensorProto.DOUBLE, [5])],
                      [helper.make_tensor_value_info("out", TensorProto.DOUBLE, [5])])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 6)])
print(helper.printable_graph(model.graph))
mod = from_onnx(model)
