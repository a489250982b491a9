# cause: maxunpool_symbolic_input_shape
# expect: 'Var' object has no attribute 'value'
# capture: ipython
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# decoder stage of a SegNet export: pooled features and argmax indices come in as graph inputs
inp = [helper.make_tensor_value_info("pooled", TensorProto.FLOAT, [1, 4, "H", "W"]),
       helper.make_tensor_value_info("indices", TensorProto.INT64, [1, 4, "H", "W"])]
out = helper.make_tensor_value_info("restored", TensorProto.FLOAT, None)
nodes = [helper.make_node("MaxUnpool", ["pooled", "indices"], ["restored"], kernel_shape=[2, 2], strides=[2, 2]),]
model = helper.make_model(helper.make_graph(nodes, "segnet_decoder", inp, [out]),
                          opset_imports=[helper.make_opsetid("", 12)])
print("nodes:", [n.op_type for n in model.graph.node])
mod = from_onnx(model)
mod = relax.transform.DecomposeOpsForInference()(mod)
