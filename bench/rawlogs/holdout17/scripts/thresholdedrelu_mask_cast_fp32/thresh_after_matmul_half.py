# cause: thresholdedrelu_mask_cast_fp32
# expect: Binary operators must have the same datatype for both operands
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

w = numpy_helper.from_array(np.random.rand(6, 6).astype("float16"), "W")
nodes = [helper.make_node("MatMul", ["h", "W"], ["mm"]),
         helper.make_node("ThresholdedRelu", ["mm"], ["o"], alpha=2.0)]
g = helper.make_graph(nodes, "mm_trelu", [helper.make_tensor_value_info("h", TensorProto.FLOAT16, ["b", 6])],
                      [helper.make_tensor_value_info("o", TensorProto.FLOAT16, ["b", 6])], [w])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 14)])
print("graph inputs:", [i.name for i in g.input])
mod = from_onnx(model)
